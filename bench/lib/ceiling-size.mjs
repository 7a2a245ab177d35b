/**
 * The benchmark's ceiling is a cached page of `n` characters (/bench-ceiling/<n>); its HTML holds
 * the text twice (markup and RSC payload) plus a fixed frame. Finds the `n` whose page is as large
 * as the measured page: the size grows linearly with `n`, so two probes give the line.
 * @param {number} targetBytes
 * @param {(length: number) => Promise<number>} pageBytesFor
 */
export async function fitCeilingLength(targetBytes, pageBytesFor) {
  const first = Math.max(0, Math.round(targetBytes / 2))
  const second = Math.max(0, Math.round(targetBytes / 4))
  const [a, b] = [await pageBytesFor(first), await pageBytesFor(second)]
  const slope = (a - b) / (first - second)
  const length = Math.max(0, Math.round(first + (targetBytes - a) / slope))
  return { length, bytes: await pageBytesFor(length) }
}
