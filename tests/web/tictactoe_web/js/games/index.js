// The test build's registration list: the page's games and tic-tac-toe. Served by
// plyroom-server-tictactoe through --web-root in place of web/js/games/index.js, so the
// page plays the game of tests/tictactoe/ with nothing else of it changed.
import { connect4 } from './connect4/game.js';
import { hnefatafl } from './hnefatafl/game.js';
import { grav } from './grav/game.js';
import { dividedLoyalties } from './divided_loyalties/game.js';
import { tictactoe } from './tictactoe/game.js';

export const GAME_MODULES = [connect4, hnefatafl, grav, dividedLoyalties, tictactoe];
