import { describe, it, expect } from 'vitest';
import { airportRequirements, isAirportLocation } from './airport.js';

describe('isAirportLocation', () => {
  it.each([
    'Antalya Havalimanı (AYT)',
    'ANTALYA HAVALİMANI',
    'Gazipaşa-Alanya Havalimanı',
    'Antalya Airport',
    'antalya havalimani',
    'Antalya Havaalanı',
    'Flughafen Antalya',
    'Lotnisko Antalya',
    'Аэропорт Анталья',
  ])('recognises %s', (text) => {
    expect(isAirportLocation(text)).toBe(true);
  });

  it.each(['Lara', 'Belek', 'Kemer', 'AYT', '', 'Side Hava Otel'])('rejects %s', (text) => {
    expect(isAirportLocation(text)).toBe(false);
  });

  it('handles missing values', () => {
    expect(isAirportLocation(undefined)).toBe(false);
    expect(isAirportLocation(null)).toBe(false);
  });
});

describe('airportRequirements', () => {
  it('requires the landing time when picking up at the airport', () => {
    expect(airportRequirements('Antalya Havalimanı (AYT)', 'Belek')).toEqual({
      landingTimeRequired: true,
      departureTimeRequired: false,
      ticketImageAllowed: true,
    });
  });

  it('requires the departure time when going to the airport', () => {
    expect(airportRequirements('Lara', 'Antalya Airport')).toEqual({
      landingTimeRequired: false,
      departureTimeRequired: true,
      ticketImageAllowed: true,
    });
  });

  it('requires neither between hotels, and offers no ticket image', () => {
    expect(airportRequirements('Lara', 'Belek')).toEqual({
      landingTimeRequired: false,
      departureTimeRequired: false,
      ticketImageAllowed: false,
    });
  });
});
