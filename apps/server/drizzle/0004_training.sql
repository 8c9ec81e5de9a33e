-- Reserved for the training feature: its tables are written here by hand (see schema-*.ts).
SELECT 1;
