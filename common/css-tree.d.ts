// The two parts of css-tree we use (it ships no types): the CSS Syntax Level 3 tokenizer and its
// escape decoders. Importing these subpaths keeps the rest of css-tree (its lexer and the MDN
// syntax data) out of the web bundle.
declare module 'css-tree/tokenizer' {
  export function tokenize(source: string, onToken: (type: number, start: number, end: number) => void): void;
  export const tokenTypes: {
    Ident: number;
    Function: number;
    AtKeyword: number;
    Hash: number;
    String: number;
    BadString: number;
    Url: number;
    BadUrl: number;
    Delim: number;
    WhiteSpace: number;
    CDO: number;
    CDC: number;
    Semicolon: number;
    LeftParenthesis: number;
    RightParenthesis: number;
    LeftCurlyBracket: number;
    RightCurlyBracket: number;
    Comment: number;
  };
}

declare module 'css-tree/utils' {
  export const ident: { decode(text: string): string };
  export const string: { decode(text: string): string };
  export const url: { decode(text: string): string };
}
