/** Categories and game modes of the store (second document, 3.4); mode values are bits. */
export const APP_CATEGORIES = [
  { value: 1, chinese: '游戏', english: 'Games' },
  { value: 2, chinese: '应用', english: 'Apps' },
];

export const GAME_MODES = [
  { value: 1, chinese: '单人', english: 'Single User' },
  { value: 2, chinese: '多人', english: 'Multiplayer' },
  { value: 4, chinese: '合作', english: 'Co-op' },
  { value: 8, chinese: '对战', english: 'PvP' },
];
