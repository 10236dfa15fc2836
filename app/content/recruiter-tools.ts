// Every recruiter tool's article, for tests. A page imports only its own module from
// ./recruiter-tools/, so that it downloads only its own article.
export * from "./recruiter-tools/time-zone";
export * from "./recruiter-tools/xray-search";
export * from "./recruiter-tools/boolean-search";
