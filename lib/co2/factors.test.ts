import { describe, expect, it } from "vitest";
import { SEAT_CLASSES } from "@/lib/flights/enums";
import { co2FactorOf, haulOf, seatCo2Kg } from "./factors";

// Hand-computed: distance (km) × the DESNZ 2024 "With RF" factor (kg CO₂e per passenger.km) of the band and cabin.
describe("seatCo2Kg", () => {
  it("a short flight (300 km, domestic band) uses the only domestic factor, average passenger, for every class", () => {
    // 300 × 0.27257 = 81.771
    for (const seatClass of [...SEAT_CLASSES, null]) expect(seatCo2Kg(300, seatClass)).toBeCloseTo(81.771, 9);
  });

  it("a medium flight (1,000 km, short-haul band) in each class", () => {
    expect(seatCo2Kg(1000, "economy")).toBeCloseTo(182.87, 9); // 1000 × 0.18287
    expect(seatCo2Kg(1000, "economy+")).toBeCloseTo(274.3, 9); // no short-haul premium economy: business, 1000 × 0.27430
    expect(seatCo2Kg(1000, "business")).toBeCloseTo(274.3, 9); // 1000 × 0.27430
    expect(seatCo2Kg(1000, "first")).toBeCloseTo(274.3, 9); // no short-haul first: business, 1000 × 0.27430
    expect(seatCo2Kg(1000, null)).toBeCloseTo(185.92, 9); // unknown class: average passenger, 1000 × 0.18592
    expect(seatCo2Kg(1000, "private")).toBeCloseTo(185.92, 9); // no published factor: average passenger
  });

  it("a long flight (6,000 km, long-haul band) in each class", () => {
    expect(seatCo2Kg(6000, "economy")).toBeCloseTo(1200.66, 9); // 6000 × 0.20011
    expect(seatCo2Kg(6000, "economy+")).toBeCloseTo(1920.9, 9); // 6000 × 0.32015
    expect(seatCo2Kg(6000, "business")).toBeCloseTo(3481.68, 9); // 6000 × 0.58028
    expect(seatCo2Kg(6000, "first")).toBeCloseTo(4802.4, 9); // 6000 × 0.80040
    expect(seatCo2Kg(6000, null)).toBeCloseTo(1567.68, 9); // 6000 × 0.26128
    expect(seatCo2Kg(6000, "private")).toBeCloseTo(1567.68, 9);
  });

  it("a real route: ZRH–LHR great-circle 787.5 km in economy, 787.5 × 0.18287 = 144.010125", () => {
    expect(seatCo2Kg(787.5, "economy")).toBeCloseTo(144.010125, 9);
  });

  it("the band edges: below 500 km domestic, from 500 km short-haul, from 3,700 km long-haul", () => {
    expect(haulOf(0)).toBe("domestic");
    expect(haulOf(499.999)).toBe("domestic");
    expect(haulOf(500)).toBe("short");
    expect(haulOf(3699.999)).toBe("short");
    expect(haulOf(3700)).toBe("long");
    expect(seatCo2Kg(499.999, "economy")).toBeCloseTo(499.999 * 0.27257, 9);
    expect(seatCo2Kg(500, "economy")).toBeCloseTo(91.435, 9); // 500 × 0.18287
    expect(seatCo2Kg(3699.999, "business")).toBeCloseTo(3699.999 * 0.2743, 9);
    expect(seatCo2Kg(3700, "business")).toBeCloseTo(2147.036, 9); // 3700 × 0.58028
    expect(seatCo2Kg(0, "first")).toBe(0);
  });

  it("an unknown or unexpected class is the average passenger of its band", () => {
    expect(co2FactorOf("long", null)).toBe(0.26128);
    expect(co2FactorOf("long", "")).toBe(0.26128);
    expect(co2FactorOf("short", "galley")).toBe(0.18592);
    expect(co2FactorOf("domestic", null)).toBe(0.27257);
  });
});
