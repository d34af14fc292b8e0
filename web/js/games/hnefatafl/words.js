// Hnefatafl's words, one catalogue per language (lang.js).
import { particle } from '../../messages/korean.js';

export const CATALOGUE = {
  en: {
    title: 'Hnefatafl',
    sides: ['attackers', 'defenders'],
    board: 'Hnefatafl board',
    pieces: { A: 'attacker', D: 'defender', K: 'king', '.': 'empty' },
    selected: ', selected',
    moveHere: ', move here',
    lastMove: ', last move',
    movesHeading: 'Moves',
    // A press on a square the selected piece cannot reach: the piece, the square and why.
    cannotReach: (piece, from, to, why) => `The ${piece} on ${from} cannot reach ${to}: ${why}.`,
    why: {
      line: 'pieces move along a rank or a file, never diagonally',
      taken: 'the square is taken',
      blocked: (piece, at) => `the ${piece} on ${at} is in the way`,
      throne: 'only the king may stop on the throne',
      corner: 'only the king may enter a corner',
    },
    // What a move took, in words: "the defender on f4", joined.
    captured: (who, pieces) => `${who} captured ${pieces}.`,
    youCaptured: (pieces) => `You captured ${pieces}.`,
    pieceOn: (piece, square) => `the ${piece} on ${square}`,
    and: (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`),
    reasons: {
      king_escaped: 'because the king escaped to a corner',
      king_captured: 'because the king was captured',
      no_legal_moves: 'because no legal move was left',
      no_capture_limit: 'because 100 moves were played without a capture',
      encircled: 'because the defenders were encircled',
      repetition: 'because the same position came up three times',
    },
  },
  // Korean terms as the Ply Yard page has them: 흐네파타플, 공격측, 수비측, 왕, 왕좌, 모서리, 포획.
  ko: {
    title: '흐네파타플',
    sides: ['공격측', '수비측'],
    board: '흐네파타플 판',
    pieces: { A: '공격 말', D: '수비 말', K: '왕', '.': '빈칸' },
    selected: ', 선택됨',
    moveHere: ', 여기로 이동',
    lastMove: ', 마지막 수',
    movesHeading: '수순',
    cannotReach: (piece, from, to, why) => `${from}의 ${particle(piece, '은', '는')} ${to}에 갈 수 없어요: ${why}.`,
    why: {
      line: '말은 가로나 세로로만 움직이고 대각선으로는 못 가요',
      taken: '그 칸에 이미 말이 있어요',
      blocked: (piece, at) => `${at}의 ${particle(piece, '이', '가')} 길을 막고 있어요`,
      throne: '왕좌에는 왕만 멈출 수 있어요',
      corner: '모서리에는 왕만 들어갈 수 있어요',
    },
    captured: (who, pieces) => `${who}의 포획: ${pieces}.`,
    youCaptured: (pieces) => `내가 포획했어요: ${pieces}.`,
    pieceOn: (piece, square) => `${square}의 ${piece}`,
    and: (items) => items.join(', '),
    reasons: {
      king_escaped: '왕이 모서리로 탈출해',
      king_captured: '왕을 포획해',
      no_legal_moves: '둘 수 있는 수가 남지 않아',
      no_capture_limit: '포획 없이 100수가 두어져',
      encircled: '수비측이 포위되어',
      repetition: '같은 국면이 세 번 나와',
    },
  },
};
