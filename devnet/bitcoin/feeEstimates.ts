/**
 * `GET /fee-estimates`: sat/vB by confirmation target, keyed as Esplora keys them. A quiet
 * chain's plausible, fixed values, never below the 1 sat/vB minimum relay fee.
 */
export const FEE_ESTIMATES: Readonly<Record<string, number>> = {
  "1": 5,
  "2": 4,
  "3": 3,
  "4": 3,
  "5": 2.5,
  "6": 2,
  "7": 2,
  "8": 2,
  "9": 1.8,
  "10": 1.6,
  "11": 1.5,
  "12": 1.4,
  "13": 1.3,
  "14": 1.3,
  "15": 1.2,
  "16": 1.2,
  "17": 1.1,
  "18": 1.1,
  "19": 1.1,
  "20": 1.1,
  "21": 1,
  "22": 1,
  "23": 1,
  "24": 1,
  "25": 1,
  "144": 1,
  "504": 1,
  "1008": 1
}
