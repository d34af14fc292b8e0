// The games this page plays: one registration line each. Nothing else in web/js names a game;
// everything asks the registry (registry.js) for the game of a room.
import { connect4 } from './connect4/game.js';
import { hnefatafl } from './hnefatafl/game.js';
import { grav } from './grav/game.js';
import { dividedLoyalties } from './divided_loyalties/game.js';

export const GAME_MODULES = [connect4, hnefatafl, grav, dividedLoyalties];
