import type { Linter } from "eslint";

/** What each layer rule says when it fires (the lint fixtures' test compares against these). */
export declare const messages: { base: string; primitives: string; domain: string };

/** The import-layer rules of decision 040 for the tree under `root`. */
export declare function layers(root: string): Linter.Config[];
