/**
 * Reads a Boolean search string as LinkedIn and most ATS searches do: quoted phrases first,
 * then parentheses, then NOT, then AND, then OR (LinkedIn Recruiter's help, "Using Boolean
 * search": linkedin.com/help/recruiter/answer/a415295). "a NOT b" is "a AND NOT b".
 * It lets a test check that an example string means what the page says it means.
 */

export type BooleanNode =
  | { kind: "term"; text: string }
  | { kind: "not"; operand: BooleanNode }
  | { kind: "and" | "or"; operands: BooleanNode[] };

type Token = { kind: "term"; text: string } | { kind: "AND" | "OR" | "NOT" | "(" | ")" };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /"([^"]*)"|([()])|([^\s()"]+)/g;
  for (const match of text.matchAll(pattern)) {
    const [, phrase, bracket, word] = match;
    if (phrase !== undefined) tokens.push({ kind: "term", text: phrase });
    else if (bracket) tokens.push({ kind: bracket as "(" | ")" });
    else if (word === "AND" || word === "OR" || word === "NOT") tokens.push({ kind: word });
    else if (word) tokens.push({ kind: "term", text: word });
  }
  return tokens;
}

/** The string's meaning as a tree; throws on a string that is not well formed. */
export function parseBoolean(text: string): BooleanNode {
  const tokens = tokenize(text);
  let position = 0;
  const peek = () => tokens[position]?.kind;
  const joined = (kind: "and" | "or", operands: BooleanNode[]): BooleanNode =>
    operands.length === 1 ? operands[0]! : { kind, operands };

  function either(): BooleanNode {
    const operands = [both()];
    while (peek() === "OR") {
      position += 1;
      operands.push(both());
    }
    return joined("or", operands);
  }
  function both(): BooleanNode {
    const operands = [single()];
    for (;;) {
      if (peek() === "AND") {
        position += 1;
        operands.push(single());
      } else if (peek() === "NOT") {
        position += 1;
        operands.push({ kind: "not", operand: single() });
      } else return joined("and", operands);
    }
  }
  function single(): BooleanNode {
    const token = tokens[position];
    position += 1;
    if (token?.kind === "NOT") return { kind: "not", operand: single() };
    if (token?.kind === "term") return token;
    if (token?.kind === "(") {
      const inside = either();
      if (peek() !== ")") throw new Error(`An unclosed bracket in ${text}`);
      position += 1;
      return inside;
    }
    throw new Error(`A missing term in ${text}`);
  }

  const tree = either();
  if (position !== tokens.length) throw new Error(`Unexpected "${peek()}" in ${text}`);
  return tree;
}

/** Whether a document (a profile's text) matches the tree; terms match case-insensitively. */
export function booleanMatches(tree: BooleanNode, document: string): boolean {
  const text = document.toLowerCase();
  const visit = (node: BooleanNode): boolean => {
    switch (node.kind) {
      case "term":
        return text.includes(node.text.toLowerCase());
      case "not":
        return !visit(node.operand);
      case "and":
        return node.operands.every(visit);
      case "or":
        return node.operands.some(visit);
    }
  };
  return visit(tree);
}
