/** Vite's `?worker` imports: a constructor of the bundled worker (served from 'self'). */
declare module '*?worker' {
  const WorkerConstructor: new () => Worker;
  export default WorkerConstructor;
}
