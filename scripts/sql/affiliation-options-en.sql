-- Lists whose choices are not the default's: their English words are the company's to give (Danish until then).
UPDATE "waiting_lists" SET "affiliation_options_en" = '{}' WHERE "affiliation_options" <> '{"Ingen tilknytning"}';
