/** Writes docs/permit-sources.md from the rule tables (npm run docs:sources), formatted as Prettier does. */
import { writeFileSync } from 'node:fs';
import { format } from 'prettier';
import { sourceTableMarkdown } from '../src/shared/nudges/sourceTable';

const out = new URL('../docs/permit-sources.md', import.meta.url);
writeFileSync(out, await format(sourceTableMarkdown(), { parser: 'markdown', filepath: out.pathname }));
console.log(`wrote ${out.pathname}`);
