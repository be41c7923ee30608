// country-flag-icons ships types for its index modules only; each per-flag module is an SVG document as a string.
declare module 'country-flag-icons/string/3x2/*' {
  const svg: string;
  export default svg;
}
