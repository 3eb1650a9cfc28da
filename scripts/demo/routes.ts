// Real routes flown by the demo travellers: airports by IATA code, the airline (IATA), a typical aircraft type
// (ICAO), the usual local departure time and the block time in minutes.
export interface DemoRoute {
  from: string;
  to: string;
  airline: string;
  aircraft: string;
  departs: string;
  minutes: number;
  flightNumber: string;
}

export const DEMO_ROUTES: DemoRoute[] = [
  { from: "ZRH", to: "LHR", airline: "LX", aircraft: "A320", departs: "07:10", minutes: 105, flightNumber: "LX316" },
  { from: "LHR", to: "ZRH", airline: "LX", aircraft: "A20N", departs: "18:05", minutes: 100, flightNumber: "LX325" },
  { from: "ZRH", to: "JFK", airline: "LX", aircraft: "A333", departs: "13:00", minutes: 545, flightNumber: "LX14" },
  { from: "JFK", to: "ZRH", airline: "LX", aircraft: "A333", departs: "22:15", minutes: 470, flightNumber: "LX15" },
  { from: "LHR", to: "JFK", airline: "BA", aircraft: "B77W", departs: "11:25", minutes: 480, flightNumber: "BA117" },
  { from: "JFK", to: "LHR", airline: "BA", aircraft: "B772", departs: "19:00", minutes: 420, flightNumber: "BA178" },
  { from: "FRA", to: "SIN", airline: "LH", aircraft: "A359", departs: "21:55", minutes: 735, flightNumber: "LH778" },
  { from: "SIN", to: "SYD", airline: "SQ", aircraft: "A388", departs: "20:40", minutes: 470, flightNumber: "SQ221" },
  { from: "SYD", to: "MEL", airline: "QF", aircraft: "B738", departs: "08:00", minutes: 95, flightNumber: "QF411" },
  { from: "MEL", to: "SYD", airline: "QF", aircraft: "B738", departs: "17:30", minutes: 90, flightNumber: "QF440" },
  { from: "LAX", to: "SFO", airline: "UA", aircraft: "B739", departs: "09:15", minutes: 85, flightNumber: "UA1241" },
  { from: "SFO", to: "NRT", airline: "UA", aircraft: "B789", departs: "11:00", minutes: 660, flightNumber: "UA837" },
  { from: "NRT", to: "SFO", airline: "UA", aircraft: "B789", departs: "17:05", minutes: 570, flightNumber: "UA838" },
  { from: "CDG", to: "ZRH", airline: "AF", aircraft: "A319", departs: "12:20", minutes: 80, flightNumber: "AF1114" },
  { from: "ZRH", to: "CDG", airline: "AF", aircraft: "A320", departs: "15:10", minutes: 85, flightNumber: "AF1615" },
  { from: "AMS", to: "BCN", airline: "KL", aircraft: "B738", departs: "09:45", minutes: 130, flightNumber: "KL1665" },
  { from: "BCN", to: "AMS", airline: "KL", aircraft: "B738", departs: "13:05", minutes: 135, flightNumber: "KL1666" },
  { from: "DXB", to: "LHR", airline: "EK", aircraft: "A388", departs: "07:45", minutes: 455, flightNumber: "EK1" },
  { from: "LHR", to: "DXB", airline: "EK", aircraft: "A388", departs: "14:30", minutes: 410, flightNumber: "EK2" },
  { from: "GVA", to: "LIS", airline: "TP", aircraft: "A20N", departs: "10:40", minutes: 160, flightNumber: "TP945" },
  { from: "LIS", to: "GVA", airline: "TP", aircraft: "A20N", departs: "06:30", minutes: 150, flightNumber: "TP944" },
  { from: "ORD", to: "DEN", airline: "UA", aircraft: "A320", departs: "08:30", minutes: 165, flightNumber: "UA455" },
  { from: "DEN", to: "ORD", airline: "UA", aircraft: "B738", departs: "16:10", minutes: 150, flightNumber: "UA2080" },
  { from: "HKG", to: "TPE", airline: "CX", aircraft: "A333", departs: "10:05", minutes: 105, flightNumber: "CX400" },
  { from: "TPE", to: "HKG", airline: "CX", aircraft: "A21N", departs: "14:00", minutes: 110, flightNumber: "CX401" },
  { from: "AKL", to: "SYD", airline: "NZ", aircraft: "A21N", departs: "07:00", minutes: 195, flightNumber: "NZ101" },
  { from: "VIE", to: "ZRH", airline: "OS", aircraft: "E195", departs: "07:05", minutes: 80, flightNumber: "OS561" },
  { from: "ZRH", to: "VIE", airline: "OS", aircraft: "E195", departs: "19:30", minutes: 80, flightNumber: "OS568" },
  { from: "GRU", to: "EZE", airline: "LA", aircraft: "A320", departs: "09:50", minutes: 170, flightNumber: "LA8010" },
  { from: "YVR", to: "YYZ", airline: "AC", aircraft: "B38M", departs: "08:00", minutes: 270, flightNumber: "AC104" },
];
