/**
 * A key's class, for reading the model's table: the words of the key kept, every value (an id, a
 * number, a date) replaced by `<v>`, so `USER#3f2a…` reads `USER#<v>` and a sharded
 * `CLASSSCORES#7#3` reads `CLASSSCORES#<v>#<v>`. Nothing in the model depends on the names.
 */
export function partitionClass(partition: string): string {
  const [index, key] = partition.includes(':') ? (partition.split(/:(.*)/s) as [string, string]) : ['', partition];
  const words = key.split('#').map((part) => (/^[A-Z][A-Z_]*$/.test(part) ? part : '<v>'));
  return `${index ? `${index}:` : ''}${words.join('#')}`;
}
