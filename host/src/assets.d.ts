// Fonts and documents bundled as webpack asset/resource modules resolve to their URL.
declare module '*.woff2' {
  const url: string;
  export default url;
}
