-- Reserved for the friends feature: its tables are written here by hand (see schema-*.ts).
SELECT 1;
