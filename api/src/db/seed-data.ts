/**
 * The demo world of DESIGN.md §5: who exists, in which organisations, and the lots they park at.
 * Coordinates are the real cities'. Everything random about it comes from a seeded generator
 * (seed.ts), so every fresh database looks the same.
 */
import type { LotTimeZone } from '@haulstop/shared/time';
import DEMO from './demo-users.json';

/** The demo users are written once, in demo-users.json: the seed, the API tests, e2e and `npm start` read them there. */
export const DEMO_PASSWORD = DEMO.password;
export type DemoUser = keyof typeof DEMO.users;
export const DEMO_LOGINS = Object.fromEntries(Object.entries(DEMO.users).map(([key, user]) => [key, user.loginId])) as Record<DemoUser, string>;

export interface SeedOrg {
  id: number;
  name: string;
  type: 'ADMIN' | 'PARKING_LOT_OWNER' | 'CARRIER' | 'BROKER';
  status?: 'Active' | 'Inactive' | 'Pending';
  approved: 'Approved' | 'Pending Approval' | 'Not Verified';
  network?: boolean;
  logo?: string;
  dot?: string;
  parentId?: number;
  referred?: boolean;
}

export const ORGS: SeedOrg[] = [
  { id: 1, name: 'Haulstop Platform', type: 'ADMIN', approved: 'Approved', logo: 'haulstop-platform' },
  { id: 2, name: 'Prairie Truck Stops', type: 'PARKING_LOT_OWNER', approved: 'Approved', logo: 'prairie-truck-stops' },
  { id: 3, name: 'Northline Freight', type: 'CARRIER', approved: 'Approved', network: true, logo: 'northline-freight', dot: '31415926' },
  { id: 4, name: 'Eastbound Brokerage', type: 'BROKER', approved: 'Approved', logo: 'eastbound-brokerage', dot: '27182818' },
  { id: 5, name: 'Ridgeway Haulers', type: 'CARRIER', approved: 'Approved', logo: 'ridgeway-haulers', dot: '16180339', parentId: 3, referred: true },
  { id: 6, name: 'Lakeshore Parking Co', type: 'PARKING_LOT_OWNER', approved: 'Approved', logo: 'lakeshore-parking' },
  { id: 7, name: 'Cascade Truck Haven', type: 'PARKING_LOT_OWNER', approved: 'Approved', logo: 'cascade-truck-haven' },
  { id: 8, name: 'Maple Leaf Logistics', type: 'CARRIER', approved: 'Approved', dot: '41421356' },
  { id: 9, name: 'Summit Carriers', type: 'CARRIER', approved: 'Not Verified', status: 'Pending', dot: '17320508' },
  { id: 10, name: 'Gulf Coast Brokers', type: 'BROKER', approved: 'Pending Approval', status: 'Pending', referred: true },
  { id: 11, name: 'Big Sky Truck Park', type: 'PARKING_LOT_OWNER', approved: 'Approved', status: 'Inactive' },
  { id: 12, name: 'Timberline Transport', type: 'CARRIER', approved: 'Approved', dot: '22360679', parentId: 3, referred: true },
];

export interface SeedUser {
  loginId: string;
  firstName: string;
  lastName: string;
  memberships: { orgId: number; role: 'Manager' | 'admin' | 'user' }[];
}

export const USERS: SeedUser[] = Object.values(DEMO.users).map(({ loginId, firstName, lastName, memberships }) => ({
  loginId,
  firstName,
  lastName,
  memberships: memberships as SeedUser['memberships'],
}));

/** The admin of the organisation pending approval (Gulf Coast Brokers, id 10), seeded by seed-signup.ts. */
export const PENDING_ADMIN = DEMO.pendingAdmin;

export interface SeedLot {
  ownerOrgId: number;
  name: string;
  address: string;
  city: string;
  region: string;
  postalCode: string;
  country: 'US' | 'CA';
  latitude: number;
  longitude: number;
  /** The lot's IANA zone (its clock: DST where the place keeps it). */
  timeZone: LotTimeZone;
  totalSlots: number;
  /** Price of 6 hours in minor units; the longer durations scale from it. */
  base6h: number;
  status?: 'Active' | 'Inactive';
}

export const LOTS: SeedLot[] = [
  {
    ownerOrgId: 2,
    name: 'Prairie Stop Calgary North',
    address: '11500 Barlow Trail NE',
    city: 'Calgary',
    region: 'AB',
    postalCode: 'T3J 3S6',
    country: 'CA',
    latitude: 51.1545,
    longitude: -113.9868,
    timeZone: 'America/Edmonton',
    totalSlots: 60,
    base6h: 2200,
  },
  {
    ownerOrgId: 2,
    name: 'Prairie Stop Edmonton',
    address: '2110 Sparrow Drive',
    city: 'Nisku',
    region: 'AB',
    postalCode: 'T9E 8A2',
    country: 'CA',
    latitude: 53.3378,
    longitude: -113.5366,
    timeZone: 'America/Edmonton',
    totalSlots: 45,
    base6h: 2000,
  },
  {
    ownerOrgId: 2,
    name: 'Prairie Stop Regina',
    address: '1500 Ross Avenue E',
    city: 'Regina',
    region: 'SK',
    postalCode: 'S4N 7A7',
    country: 'CA',
    latitude: 50.4594,
    longitude: -104.5731,
    timeZone: 'America/Regina',
    totalSlots: 30,
    base6h: 1800,
  },
  {
    ownerOrgId: 2,
    name: 'Prairie Stop Saskatoon',
    address: '3110 Idylwyld Drive N',
    city: 'Saskatoon',
    region: 'SK',
    postalCode: 'S7L 5Y6',
    country: 'CA',
    latitude: 52.1601,
    longitude: -106.6745,
    timeZone: 'America/Regina',
    totalSlots: 25,
    base6h: 1800,
  },
  {
    ownerOrgId: 2,
    name: 'Prairie Stop Winnipeg',
    address: '1747 Brookside Boulevard',
    city: 'Winnipeg',
    region: 'MB',
    postalCode: 'R2R 2Y8',
    country: 'CA',
    latitude: 49.9414,
    longitude: -97.2372,
    timeZone: 'America/Winnipeg',
    totalSlots: 50,
    base6h: 2100,
  },
  {
    ownerOrgId: 2,
    name: 'Prairie Stop Fargo',
    address: '3902 13th Avenue S',
    city: 'Fargo',
    region: 'ND',
    postalCode: '58103',
    country: 'US',
    latitude: 46.8621,
    longitude: -96.8497,
    timeZone: 'America/Chicago',
    totalSlots: 40,
    base6h: 1500,
  },
  {
    ownerOrgId: 2,
    name: 'Prairie Stop Billings',
    address: '2205 King Avenue E',
    city: 'Billings',
    region: 'MT',
    postalCode: '59101',
    country: 'US',
    latitude: 45.7553,
    longitude: -108.5289,
    timeZone: 'America/Denver',
    totalSlots: 35,
    base6h: 1400,
  },
  {
    ownerOrgId: 2,
    name: 'Prairie Stop Denver',
    address: '4685 Brighton Boulevard',
    city: 'Denver',
    region: 'CO',
    postalCode: '80216',
    country: 'US',
    latitude: 39.7817,
    longitude: -104.9673,
    timeZone: 'America/Denver',
    totalSlots: 80,
    base6h: 2400,
  },
  {
    ownerOrgId: 2,
    name: 'Prairie Stop Omaha',
    address: '10920 Sapp Brothers Drive',
    city: 'Omaha',
    region: 'NE',
    postalCode: '68138',
    country: 'US',
    latitude: 41.1731,
    longitude: -96.0909,
    timeZone: 'America/Chicago',
    totalSlots: 55,
    base6h: 1600,
  },
  {
    ownerOrgId: 2,
    name: 'Prairie Stop Minneapolis',
    address: '2901 Pilot Knob Road',
    city: 'Eagan',
    region: 'MN',
    postalCode: '55121',
    country: 'US',
    latitude: 44.8445,
    longitude: -93.1665,
    timeZone: 'America/Chicago',
    totalSlots: 40,
    base6h: 2000,
  },
  {
    ownerOrgId: 2,
    name: 'Prairie Stop Chicago South',
    address: '17000 S Halsted Street',
    city: 'Harvey',
    region: 'IL',
    postalCode: '60426',
    country: 'US',
    latitude: 41.5848,
    longitude: -87.6417,
    timeZone: 'America/Chicago',
    totalSlots: 90,
    base6h: 2600,
  },
  {
    ownerOrgId: 2,
    name: 'Prairie Stop Columbus',
    address: '3600 Interchange Road',
    city: 'Columbus',
    region: 'OH',
    postalCode: '43204',
    country: 'US',
    latitude: 39.9461,
    longitude: -83.1047,
    timeZone: 'America/New_York',
    totalSlots: 45,
    base6h: 1900,
  },
  {
    ownerOrgId: 2,
    name: 'Prairie Stop Sioux Falls',
    address: '4701 N Cliff Avenue',
    city: 'Sioux Falls',
    region: 'SD',
    postalCode: '57104',
    country: 'US',
    latitude: 43.5906,
    longitude: -96.7083,
    timeZone: 'America/Chicago',
    totalSlots: 20,
    base6h: 1300,
    status: 'Inactive',
  },
  {
    ownerOrgId: 6,
    name: 'Lakeshore Toronto Gateway',
    address: '6295 Airport Road',
    city: 'Mississauga',
    region: 'ON',
    postalCode: 'L4V 1E3',
    country: 'CA',
    latitude: 43.6927,
    longitude: -79.6425,
    timeZone: 'America/Toronto',
    totalSlots: 70,
    base6h: 2500,
  },
  {
    ownerOrgId: 6,
    name: 'Lakeshore Buffalo',
    address: '2090 Walden Avenue',
    city: 'Cheektowaga',
    region: 'NY',
    postalCode: '14225',
    country: 'US',
    latitude: 42.9053,
    longitude: -78.7619,
    timeZone: 'America/New_York',
    totalSlots: 35,
    base6h: 2100,
  },
  {
    ownerOrgId: 7,
    name: 'Cascade Truck Haven Portland',
    address: '12200 N Jantzen Drive',
    city: 'Portland',
    region: 'OR',
    postalCode: '97217',
    country: 'US',
    latitude: 45.606,
    longitude: -122.6801,
    timeZone: 'America/Los_Angeles',
    totalSlots: 40,
    base6h: 2300,
  },
  {
    ownerOrgId: 7,
    name: 'Cascade Delta Port',
    address: '7700 River Road',
    city: 'Delta',
    region: 'BC',
    postalCode: 'V4G 1B5',
    country: 'CA',
    latitude: 49.1347,
    longitude: -123.0085,
    timeZone: 'America/Vancouver',
    totalSlots: 30,
    base6h: 2600,
  },
];

/** Price multipliers over the 6-hour price, per duration (longer stays cost less per hour). */
export const PRICE_FACTORS = {
  '6 hrs': 1,
  '12 hrs': 1.7,
  '24 hrs': 3,
  '36 hrs': 4.2,
  Weekly: 18,
  Monthly: 60,
  Yearly: 600,
} as const;

export const LOT_PICTURES = ['lot-dawn', 'lot-day', 'lot-dusk', 'lot-night'];

export const DRIVER_NAMES = [
  ['Jordan', 'Miller'],
  ['Samantha', 'Lee'],
  ['Carlos', 'Mendoza'],
  ['Aisha', 'Khan'],
  ['Tyler', 'Bennett'],
  ['Grace', 'Okafor'],
  ['Ethan', 'Tremblay'],
  ['Mei', 'Chen'],
  ['Robert', 'Gagnon'],
  ['Nadia', 'Petrova'],
  ['Kevin', "O'Brien"],
  ['Lucia', 'Alvarez'],
  ['Owen', 'MacLeod'],
  ['Fatima', 'Yusuf'],
  ['Derek', 'Lindqvist'],
  ['Hailey', 'Roy'],
];

export const ASSET_MAKES = ['Freightliner', 'Peterbilt', 'Kenworth', 'Volvo', 'International', 'Mack', 'Great Dane', 'Utility', 'Wabash'];
export const ASSET_COLORS = ['White', 'Red', 'Blue', 'Black', 'Silver', 'Green'];
