import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("submit", "routes/submit.tsx"),
  route("companies", "routes/companies.tsx"),
  route("company/:id", "routes/company.tsx"),
  route("submit-company", "routes/submit-company.tsx"),
  route("contact", "routes/contact.tsx"),
  route("tools", "routes/tools.tsx"),
  route("disclaimer", "routes/disclaimer.tsx"),
  route("posting-policy", "routes/posting-policy.tsx"),
  route("website-policies", "routes/website-policies.tsx"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
