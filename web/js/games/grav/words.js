// Grav's words, one catalogue per language (lang.js).
import { particle } from '../../messages/korean.js';

export const CATALOGUE = {
  en: {
    title: 'Grav',
    guide: 'New to Grav? Place one stone a turn on an empty point and keep the three rules shown here: continuity (a), density (b, c) and distance (d to e from the latest stone). Nobody stops a stone that breaks one: watch the others\' stones and press "Grav!" when one does. A wrong call costs you your next turn.',
    // The seats by their colours (the stones' and the swatches'); the wire names them p1..pn.
    side: (seat) => ['red', 'blue', 'green', 'yellow', 'purple', 'orange'][seat] || `p${seat + 1}`,
    reasons: { all_passed: 'because every player passed' },
    board: (size) => `Grav board, ${size} by ${size}`,
    empty: 'empty',
    latestPlacement: ', latest placement',
    inDistance: ', in distance',
    params: (p) => `Parameters: a=${p.a} b=${p.b} c=${p.c} d=${p.d} e=${p.e}${p.strict ? ', strict' : ''}. ` +
      `Distance ring ${p.d}–${p.e} shaded.`,
    bonusLeft: (n) => ` Bonus turns left: ${n}.`,
    call: 'Grav!',
    passButton: 'Pass',
    bonusClaim: 'This placement earns a bonus turn',
    bonusHint: 'Tick it when your stone completes a group of 4 or more stones (touching across sides or corners, ' +
      'any colours) that looks the same turned half a turn around its centre: you then place again at once. ' +
      'A bonus claimed but not earned is refused.',
    removeYours: ': remove one of the violator\'s stones',
    removeTheirs: ' (removing a stone after a correct call)',
    callRight: (who, against, broke) => `Grav! ${who} was right: ${against}'s placement broke ${broke}.`,
    // Each rule a call found broken, from its data (core/grav/README.md, "What a call reports").
    brokenRule: {
      continuity: (f, lines) => `the continuity rule (${f.stones} stones at equal spacing ${f.spacing} in the ${lines[f.line] || f.line} through ${f.through.join(',')}, more than ${f.a})`,
      density: (f) => `the density rule (${f.stones} stones in the ${f.b}×${f.b} square from ${f.from.join(',')} to ${f.to.join(',')}, more than ${f.c})`,
      distance: (f) => `the distance rule (${f.distance} from the latest stone at ${f.from.join(',')}, outside ${f.d} to ${f.e})`,
    },
    lines: { row: 'row', column: 'column', diagonal: 'diagonal', 'anti-diagonal': 'anti-diagonal' },
    brokenJoin: (parts) => parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`,
    someRule: 'a rule',
    callWrong: (who, against) => `Grav! ${who} was wrong: ${against}'s placement stands, and ${who} skips a turn.`,
    pass: 'pass',
    remove: (point) => `remove ${point}`,
    place: (point, bonus) => `place ${point}${bonus ? ' (bonus)' : ''}`,
    optionsLegend: 'Grav options',
    boardSize: 'Board size',
    players: 'Players',
    randomParams: 'Draw parameters a–e at random',
    param: (p) => `Parameter ${p}`,
    strict: 'Strict (the server refuses rule breaks)',
  },
  // Korean terms as the Korean article has them: 그라브, 그라소샤 (a stone), 그라뷸리엔 (the
  // board), the call "갈!", the continuity, density and distance rules, the bonus turn.
  ko: {
    title: '그라브',
    guide: '그라브가 처음이세요? 차례마다 빈 홈에 그라소샤 하나를 놓고, 여기 나온 세 규칙을 지키세요. 연속(a), 밀도(b, c), 마지막 그라소샤에서의 거리(d~e)예요. 규칙을 어긴 수를 막아 주는 사람은 없어요. 다른 플레이어의 수를 잘 보다가 어기면 "갈!"을 누르세요. 틀리게 외치면 다음 차례를 쉬어요.',
    side: (seat) => ['빨강', '파랑', '초록', '노랑', '보라', '주황'][seat] || `${seat + 1}번`,
    reasons: { all_passed: '모든 플레이어가 패스해' },
    board: (size) => `그라뷸리엔, ${size}×${size}`,
    empty: '빈 홈',
    latestPlacement: ', 마지막으로 놓은 그라소샤',
    inDistance: ', 거리 안',
    params: (p) => `규칙 값: a=${p.a} b=${p.b} c=${p.c} d=${p.d} e=${p.e}${p.strict ? ', 엄격' : ''}. ` +
      `거리 ${p.d}–${p.e}의 고리를 칠해 두었어요.`,
    bonusLeft: (n) => ` 남은 보너스 턴: ${n}.`,
    call: '갈!',
    passButton: '패스',
    bonusClaim: '이번에 놓는 그라소샤로 보너스 턴을 얻어요',
    bonusHint: '내 그라소샤로 4개 이상의 그라소샤 무리(변이나 꼭짓점으로 닿고 색은 상관없음)가 중심을 기준으로 ' +
      '반 바퀴 돌려도 같은 모양(점대칭)이 되면 체크하세요. 그러면 곧바로 한 번 더 놓아요. ' +
      '얻지 못한 보너스를 청하면 거절돼요.',
    removeYours: ': 규칙을 어긴 플레이어의 그라소샤 하나를 없애세요',
    removeTheirs: ' (옳은 외침 뒤 그라소샤를 없애는 중)',
    callRight: (who, against, broke) => `갈! ${particle(who, '이', '가')} 옳았어요. ${against}의 수는 ${particle(broke, '을', '를')} 어겼어요.`,
    brokenRule: {
      continuity: (f, lines) => `연속 규칙(${f.through.join(',')}을 지나는 ${lines[f.line] || f.line}에 같은 간격 ${f.spacing}으로 ${f.stones}개, 최대 ${f.a}개)`,
      density: (f) => `밀도 규칙(${f.from.join(',')}부터 ${f.to.join(',')}까지 ${f.b}×${f.b} 구역에 ${f.stones}개, 최대 ${f.c}개)`,
      distance: (f) => `거리 규칙(${f.from.join(',')}의 마지막 그라소샤에서 거리 ${f.distance}, 허용 ${f.d}–${f.e})`,
    },
    lines: { row: '가로줄', column: '세로줄', diagonal: '대각선', 'anti-diagonal': '반대 대각선' },
    brokenJoin: (parts) => parts.join(', '),
    someRule: '규칙',
    callWrong: (who, against) => `갈! ${particle(who, '이', '가')} 틀렸어요. ${against}의 수는 그대로이고, ${particle(who, '은', '는')} 한 턴을 쉬어요.`,
    pass: '패스',
    remove: (point) => `${point} 없애기`,
    place: (point, bonus) => `${point}에 놓기${bonus ? ' (보너스)' : ''}`,
    optionsLegend: '그라브 설정',
    boardSize: '그라뷸리엔 크기',
    players: '플레이어 수',
    randomParams: '규칙 값 a–e를 무작위로 정하기',
    param: (p) => `규칙 값 ${p}`,
    strict: '엄격 (서버가 규칙 위반을 거절해요)',
  },
};
