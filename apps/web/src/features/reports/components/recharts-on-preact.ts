import { setAutoFreeze } from 'immer';

// Recharts keeps its charts' parts in a Redux store, and Immer freezes what goes in, the elements among them.
// Preact writes its bookkeeping onto elements as it renders them; on a frozen one that throws, and the failed
// render left stray copies of the page's nodes behind (docs/decisions/041-preact.md). Nothing else here uses Immer.
setAutoFreeze(false);
