// Loaded with `node --import` into the server of the visual gate (tests/visual.e2e.ts) only: the pages' random
// picks (home's rows, the category chips, the order of ads) then come out the same in every run, whatever
// order the requests arrive in, so a screenshot can be compared with its baseline. Ids, nonces and
// session tokens come from node:crypto and are not touched.
Math.random = () => 0.5;
