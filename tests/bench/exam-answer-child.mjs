// One fresh exam-path instance: imports submitAnswer's code bundled as CDK bundles it (Init), then
// scores one answer of the kind given (argv[3]: the question and the answer, as JSON) as the first
// call would. Prints the process's CPU ms (every thread) at the end of Init and after the answer.
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const [bundle, json] = process.argv.slice(2);
const { question, answer } = JSON.parse(json);
const { scoreAnswer } = await import(bundle);
const importedCpu = cpuMs();
const result = await scoreAnswer(question, answer);
const answeredCpu = cpuMs();
process.stdout.write(JSON.stringify({ importedCpu, answeredCpu, verdict: result.verdict }) + '\n');
process.exit(0);
