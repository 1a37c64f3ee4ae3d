import { config, locales } from 'zod';

// The shop's schemas word what a customer reads themselves; zod's own messages (a field missing, a
// key unknown) reach developers and content authors, in English wherever the server parses. Classic
// zod sets English when its first schema is made; the contracts' and the domain's schemas are
// zod/mini, which sets no language, so the server says so here, before any of them parses.
config(locales.en());
