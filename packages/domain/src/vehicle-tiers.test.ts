import { describe, it, expect } from 'vitest';
import {
  CAPACITY_TIERS,
  capacityTierFor,
  selectVehiclesForParty,
  vehicleFitsParty,
} from './vehicle-tiers.js';

const fleet = [
  { name: 'Minibus 15', capacity: 15 },
  { name: 'Sedan', capacity: 3 },
  { name: 'Vito', capacity: 6 },
  { name: 'Sprinter', capacity: 12 },
  { name: 'Luxury 2', capacity: 2 },
  { name: 'Minivan', capacity: 7 },
  { name: 'SUV', capacity: 5 },
  { name: 'VIP Vito', capacity: 6 },
  { name: 'Midibus', capacity: 20 },
  { name: 'Van 9', capacity: 9 },
];

const capacities = (passengers: number, vehicles = fleet) =>
  selectVehiclesForParty(vehicles, passengers).map((v) => v.capacity);

describe('capacity tiers', () => {
  it('uses the spec tiers', () => {
    expect(CAPACITY_TIERS).toEqual([2, 5, 7, 9, 12, 15, 20]);
  });

  it('finds the smallest tier that fits', () => {
    expect(capacityTierFor(1)).toBe(2);
    expect(capacityTierFor(3)).toBe(5);
    expect(capacityTierFor(6)).toBe(7);
    expect(capacityTierFor(8)).toBe(9);
    expect(capacityTierFor(13)).toBe(15);
    expect(capacityTierFor(20)).toBe(20);
    expect(capacityTierFor(21)).toBeUndefined();
  });
});

describe('selectVehiclesForParty', () => {
  it('matches 1 and 2 passengers to the 2-seat tier', () => {
    expect(capacities(1)).toEqual([2]);
    expect(capacities(2)).toEqual([2]);
  });

  it('matches 3 and 5 passengers to the 5-seat tier', () => {
    expect(capacities(3)).toEqual([3, 5]);
    expect(capacities(5)).toEqual([5]);
  });

  it('prefers capacity 6 for 6 passengers, keeping input order among equals', () => {
    expect(selectVehiclesForParty(fleet, 6).map((v) => v.name)).toEqual(['Vito', 'VIP Vito', 'Minivan']);
  });

  it('never seats 7 passengers in a 6-seat vehicle', () => {
    expect(capacities(7)).toEqual([7]);
  });

  it('shows only vehicles above 7 for 8 or more, ascending', () => {
    expect(capacities(8)).toEqual([9, 12, 15, 20]);
    expect(capacities(9)).toEqual([9, 12, 15, 20]);
    expect(capacities(12)).toEqual([12, 15, 20]);
    expect(capacities(20)).toEqual([20]);
  });

  it('returns nothing when no vehicle can seat the party', () => {
    expect(capacities(21)).toEqual([]);
    expect(capacities(3, [{ name: 'Tiny', capacity: 2 }])).toEqual([]);
  });

  it('falls back to the next band when the matched band is empty', () => {
    const noSmall = fleet.filter((v) => v.capacity > 2);
    expect(capacities(1, noSmall)).toEqual([3, 5]);
    const noSeven = fleet.filter((v) => v.capacity !== 7);
    expect(capacities(7, noSeven)).toEqual([9, 12, 15, 20]);
  });

  it('treats a missing or fractional party size as whole passengers', () => {
    expect(capacities(0)).toEqual([2]);
    expect(capacities(Number.NaN)).toEqual([2]);
    expect(capacities(2.5)).toEqual([3, 5]);
  });

  it('does not mutate the input', () => {
    const copy = [...fleet];
    selectVehiclesForParty(fleet, 8);
    expect(fleet).toEqual(copy);
  });
});

describe('vehicleFitsParty', () => {
  it('accepts a vehicle with enough seats only', () => {
    expect(vehicleFitsParty(6, 6)).toBe(true);
    expect(vehicleFitsParty(6, 7)).toBe(false);
    expect(vehicleFitsParty(20, 9)).toBe(true);
    expect(vehicleFitsParty(5, 0)).toBe(false);
    expect(vehicleFitsParty(Number.NaN, 1)).toBe(false);
  });
});
