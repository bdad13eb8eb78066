import { countRange, countTickRoom, countTicks, labelIndexes, labelWidth } from './chart-ticks';

describe('count axes', () => {
  it('ticks are whole numbers, each once: 0, 1, 2 — not 0, 1, 1, 2, 2', () => {
    expect(countTicks(0, 2.2, 5)).toEqual([0, 1, 2]);
    expect(countTicks(0, 3, 8)).toEqual([0, 1, 2, 3]);
    for (const max of [1, 2, 3, 7, 13, 48, 250]) {
      for (const room of [2, 4, 6, 9]) {
        const ticks = countTicks(0, max, room);
        expect(ticks.every(Number.isInteger)).toBe(true);
        expect(new Set(ticks).size).toBe(ticks.length);
        expect(ticks.length).toBeLessThanOrEqual(room);
        expect(ticks[0]).toBe(0);
      }
    }
  });

  it('a tall count takes a nice step (1, 2, 5 × 10^n) to fit the room', () => {
    expect(countTicks(0, 48, 6)).toEqual([0, 10, 20, 30, 40]);
    expect(countTicks(0, 9, 4)).toEqual([0, 5]);
    expect(countTicks(0, 250, 4)).toEqual([0, 100, 200]);
  });

  it('a scale of counts starts at 0 and ends on a whole number above the highest, at least 1', () => {
    expect(countRange(0)).toEqual([0, 1]);
    expect(countRange(null)).toEqual([0, 1]);
    expect(countRange(2)).toEqual([0, 3]);
    expect(countRange(10)).toEqual([0, 11]);
    expect(countTicks(...countRange(2), countTickRoom(200))).toEqual([0, 1, 2, 3]);
  });
});

describe('point labels', () => {
  it('30 days on a narrow axis label every n-th day, with room for each label', () => {
    const labels = Array.from({ length: 30 }, (_, i) => `Nov ${i + 1}, 2026`);
    const width = labelWidth(labels);
    const indexes = labelIndexes(labels.length, 600, width);
    expect(indexes[0]).toBe(0);
    const step = indexes[1] - indexes[0];
    expect(step * (600 / 30)).toBeGreaterThanOrEqual(width);
    expect(indexes.every((index, i) => index === i * step)).toBe(true);
    expect(indexes.length).toBeLessThan(30);
  });

  it('labels that fit are all shown', () => {
    expect(labelIndexes(7, 700, labelWidth(['Mon 1', 'Tue 2']))).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('the longest label sets the room; no point or no width gives no crowding', () => {
    expect(labelWidth(['a', 'abcd'])).toBeGreaterThan(labelWidth(['abc']));
    expect(labelIndexes(0, 500, 50)).toEqual([]);
    expect(labelIndexes(5, 0, 50)).toEqual([0]);
    expect(labelIndexes(30, 300, 60)).toEqual([0, 6, 12, 18, 24]);
  });
});
