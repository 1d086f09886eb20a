// `npm run bench`: the benchmark suite arrives with the scale-and-speed issue.
console.error('The benchmark suite is not built yet (see the scale-and-speed issue).');
process.exit(2);
