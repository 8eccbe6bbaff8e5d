import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  // Raw HTML in the markdown is dropped, and what remains passes GitHub's sanitising schema.
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(rehypeStringify);

/** Renders a deal's markdown to HTML that is safe to put in the page. */
export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}
