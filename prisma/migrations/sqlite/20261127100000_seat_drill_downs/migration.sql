-- A seat class's or position's flight list (a dashboard drill-down, lib/flights/flight-list-filters.ts) asks of each
-- flight whether a seat of it has that class or position: answered from this index alone, without reading the seat.
CREATE INDEX "Seat_flightId_seatClass_seat_idx" ON "Seat"("flightId", "seatClass", "seat");
