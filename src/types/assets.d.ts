// Font files imported as bytes by the Workers entry (wrangler's Data rule in wrangler.toml).
declare module "*.woff" {
  const bytes: ArrayBuffer;
  export default bytes;
}
