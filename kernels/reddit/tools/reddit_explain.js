// reddit_explain -> the server's built-in glossary (ten terms, matched after lower-casing);
// anything else gets its fixed "Term not found" answer. No Reddit request is made.
import { handle } from '../lib/errors.js';
import { redditExplainSchema } from '../lib/schemas.js';
import { GLOSSARY } from '../lib/glossary.js';

export default function (args, ctx) {
  return handle(redditExplainSchema, args, (a) => {
    const e = GLOSSARY[a.term.toLowerCase()];
    if (!e) {
      return {
        definition: 'Term not found in database. This might be a subreddit-specific term or newer slang.',
        origin: 'Unknown',
        usage: "Try searching Reddit for this term to see how it's used",
        examples: [],
        relatedTerms: [],
      };
    }
    return { definition: e.definition, origin: e.origin, usage: e.usage, examples: e.examples, relatedTerms: [] };
  });
}
