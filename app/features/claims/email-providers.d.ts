// email-providers ships no types: its default export is the list of free mail domains
// (all.json), lower case, without "www.".
declare module "email-providers" {
  const domains: string[];
  export default domains;
}
