// Vite's `?raw` suffix imports a file's text (used for web/public/_headers).
declare module '*?raw' {
  const text: string;
  export default text;
}
