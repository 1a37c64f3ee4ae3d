-- Each saved item's API JSON is kept in ASCII: every other character is written as its \u escape
-- (the same JSON to any reader). The list answers join these texts, and the server reads and sends
-- an ASCII text several times faster than one holding a "×" or an accented name, which every
-- design's dimensions do (docs/decisions/017-api-overhead.md). The shop's own characters (× and ″)
-- are replaced first; the general walk runs only for a text still holding another.
--
-- This step first also rewrote the two functions of 0017 to end in this one, and had them write
-- every row's JSON again. The server writes each row's JSON since 0020, so a database migrated
-- from before this step gets this function alone, for 0020 to write its rows' JSON in ASCII.
CREATE FUNCTION "json_ascii"(doc text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  ch text;
  code integer;
BEGIN
  doc := replace(replace(doc, '×', '\u00d7'), '″', '\u2033');
  IF octet_length(doc) = length(doc) THEN RETURN doc; END IF;
  FOR ch IN SELECT DISTINCT m[1] FROM regexp_matches(doc, '([^\x01-\x7f])', 'g') AS m LOOP
    code := ascii(ch);
    doc := replace(doc, ch, CASE WHEN code > 65535 THEN
      '\u' || lpad(to_hex(55296 + ((code - 65536) >> 10)), 4, '0') ||
      '\u' || lpad(to_hex(56320 + ((code - 65536) & 1023)), 4, '0')
    ELSE '\u' || lpad(to_hex(code), 4, '0') END);
  END LOOP;
  RETURN doc;
END
$$;
