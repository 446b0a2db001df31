/** Vite's `?url` imports: the bundled file's URL (served from 'self'). */
declare module '*?url' {
  const url: string;
  export default url;
}
