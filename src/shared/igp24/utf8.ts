/** The IGP24 checks count bytes with the app-wide UTF-8 length (src/shared/utf8.ts). */
export { utf8Length } from '../utf8';
