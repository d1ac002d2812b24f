/** Folder of the committed API history files, relative to the project root. */
export const API_HISTORY_DIR = 'data/api-history';
