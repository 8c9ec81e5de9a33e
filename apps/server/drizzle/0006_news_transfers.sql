-- Reserved for the news_transfers feature: its tables are written here by hand (see schema-*.ts).
SELECT 1;
