-- Reserved for the hardening feature: its tables are written here by hand (see schema-*.ts).
SELECT 1;
