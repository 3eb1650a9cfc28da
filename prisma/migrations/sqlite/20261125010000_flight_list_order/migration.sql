-- The /flights page reads its pages in the order of this index (local date, then instant, then id).
CREATE INDEX "Flight_date_sortAt_id_idx" ON "Flight"("date", "sortAt", "id");
