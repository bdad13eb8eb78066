/** One lot-day of GET /api/reports/parkingLots/{parkingLotId}/bookedVsUsed (DESIGN §10): slot-hours sold against slot-hours the gate saw used. */
export type BookedVsUsedDay = {
  date: string;
  bookedSlotHours: number;
  usedSlotHours: number;
  /** whole minutes trucks were on the lot that day; hours are read from them once */
  usedSlotMinutes: number;
  noShows: number;
  overstays: number;
  overstayMinor: number;
};

export type BookedVsUsed = { days: BookedVsUsedDay[]; currency: string };
