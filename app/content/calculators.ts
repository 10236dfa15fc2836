// Every calculator's article, for tests. A page imports only its own module from
// ./calculators/, so that it downloads only its own article.
export * from "./calculators/gratuity";
export * from "./calculators/simple-interest";
export * from "./calculators/sip";
export * from "./calculators/compound-interest";
export * from "./calculators/swp";
