// The course league tests play on: Lakeside Nine, par 36, stroke index by hole 5 1 9 3 7 8 2 4 6 (stroke index 1
// is hole 2, 2 hole 7, 3 hole 4, 4 hole 8, 5 hole 1, 9 hole 3).
export const LAKESIDE_NINE = {
  name: 'Lakeside Nine',
  holes: [4, 4, 3, 5, 4, 3, 4, 5, 4].map((par, i) => ({ par, strokeIndex: [5, 1, 9, 3, 7, 8, 2, 4, 6][i]! })),
};
