// Connect Four's words, one catalogue per language (lang.js).
export const CATALOGUE = {
  en: {
    title: 'Connect Four',
    sides: ['red', 'blue'],
    reasons: { four_in_a_row: 'by four in a row', board_full: 'because the board is full' },
    column: (file) => `column ${file}`,
    board: 'Connect Four board',
    discs: { R: 'red', B: 'blue', '.': 'empty' },
    lastMove: ', last move',
    winningFour: ', part of the winning four',
  },
  // Korean terms as the Ply Yard page has them: 커넥트 포, 말 (a disc), 열 (a column).
  ko: {
    title: '커넥트 포',
    sides: ['빨강', '파랑'],
    reasons: { four_in_a_row: '네 개를 한 줄로 이어', board_full: '판이 가득 차서' },
    column: (file) => `${file}열`,
    board: '커넥트 포 판',
    discs: { R: '빨강 말', B: '파랑 말', '.': '빈칸' },
    lastMove: ', 마지막 수',
    winningFour: ', 이긴 네 개 중 하나',
  },
};
