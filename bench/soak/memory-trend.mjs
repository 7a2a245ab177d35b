/**
 * Whether memory stays flat: the trend of a series of samples over the last half of a run.
 * Pure functions, so the verdict printed by the soak can be checked without a server.
 */

/** @typedef {{ minutes: number, mb: number }} MemoryPoint */

/**
 * The least-squares slope of `points` in MB per minute, or null with fewer than two distinct times.
 * @param {readonly MemoryPoint[]} points
 */
export function slopePerMinute(points) {
  if (points.length < 2) return null
  const meanX = points.reduce((sum, point) => sum + point.minutes, 0) / points.length
  const meanY = points.reduce((sum, point) => sum + point.mb, 0) / points.length
  let covariance = 0
  let variance = 0
  for (const { minutes, mb } of points) {
    covariance += (minutes - meanX) * (mb - meanY)
    variance += (minutes - meanX) ** 2
  }
  return variance === 0 ? null : covariance / variance
}

/**
 * The samples taken in the last half of the run (from half the last sample's time on). The first
 * half holds the warm-up: caches filling, code compiled on first use.
 * @param {readonly MemoryPoint[]} points
 */
export function lastHalf(points) {
  if (!points.length) return []
  const half = points[points.length - 1].minutes / 2
  return points.filter((point) => point.minutes >= half)
}

/**
 * The trend of the last half: the slope in MB per 10 minutes, the window's mean, and whether every
 * sample in it lies within ±`tolerance` (a fraction: 0.05 is ±5%) of that mean.
 * @param {readonly MemoryPoint[]} points
 * @param {number} [tolerance]
 */
export function memoryTrend(points, tolerance = 0.05) {
  const window = lastHalf(points)
  if (window.length < 2)
    return { samples: window.length, slopePer10Minutes: null, mean: null, spread: null, stable: null }
  const slope = slopePerMinute(window)
  const mean = window.reduce((sum, point) => sum + point.mb, 0) / window.length
  const spread = Math.max(...window.map((point) => Math.abs(point.mb - mean) / mean))
  return {
    samples: window.length,
    fromMinute: window[0].minutes,
    slopePer10Minutes: slope === null ? null : slope * 10,
    mean,
    /** The largest distance of a sample from the mean, as a fraction of the mean. */
    spread,
    stable: spread <= tolerance,
  }
}
