// The Medical world (snapshots/medical/build.mjs): FDA-style drug labels, RxNorm concepts, WHO-style
// health indicator data, PubMed-style articles (PMIDs, journals, dates, DOIs), Google Scholar,
// Cochrane and ClinicalTrials.gov records, clinical guidelines and AAP / Bright Futures guidance.
// Every label text, abstract, title and number here is written for this project: realistic in
// shape and range, not copied and not to be read as medical fact. Manufacturers and authors are
// invented; generic drug names, journals and organisations are real names.

// Drug labels: [generic, brand, manufacturer, route, form, product_ndc, effective_time, product_type, sections]
export const DRUGS = [
  ['IBUPROFEN', 'Ibuprofen Tablets 200 mg', 'Harbor Pharma Inc.', 'ORAL', 'TABLET, FILM COATED', '71205-214', '20240612', 'HUMAN OTC DRUG', {
    purpose: ['Pain reliever/fever reducer'],
    indications_and_usage: ['Temporarily relieves minor aches and pains due to headache, muscular aches, backache, minor pain of arthritis, toothache and menstrual cramps, and temporarily reduces fever.'],
    warnings: ['Allergy alert: ibuprofen may cause a severe allergic reaction. Stomach bleeding warning: this product contains an NSAID, which may cause severe stomach bleeding; the chance is higher if you are age 60 or older, take a blood thinner, or have 3 or more alcoholic drinks every day.'],
    dosage_and_administration: ['Adults and children 12 years and over: take 1 tablet every 4 to 6 hours while symptoms persist; do not exceed 6 tablets in 24 hours unless directed by a doctor. Children under 12 years: ask a doctor.'],
    storage_and_handling: ['Store at 20-25°C (68-77°F). Avoid excessive heat above 40°C.'],
  }],
  ['IBUPROFEN', "Children's Ibuprofen Oral Suspension", 'Harbor Pharma Inc.', 'ORAL', 'SUSPENSION', '71205-318', '20240820', 'HUMAN OTC DRUG', {
    purpose: ['Pain reliever/fever reducer'],
    indications_and_usage: ['Temporarily reduces fever and relieves minor aches and pains due to the common cold, flu, sore throat, headache and toothache.'],
    warnings: ['Do not give to a child under 6 months of age unless directed by a doctor. Pediatric warning: stop use and ask a doctor if the child does not get any relief within the first day or fever gets worse.'],
    dosage_and_administration: ['Pediatric dosing is by weight: children 24-35 lbs (2-3 years) 5 mL; 36-47 lbs (4-5 years) 7.5 mL; 48-59 lbs (6-8 years) 10 mL; repeat every 6-8 hours, no more than 4 times a day. Shake well before using.'],
    pediatric_use: ['Dosing for children under 2 years should be determined by a doctor.'],
  }],
  ['ACETAMINOPHEN', 'Acetaminophen Extra Strength 500 mg', 'Northgate Health LLC', 'ORAL', 'TABLET', '70677-041', '20231102', 'HUMAN OTC DRUG', {
    purpose: ['Pain reliever/fever reducer'],
    indications_and_usage: ['Temporarily relieves minor aches and pains due to headache, backache, the common cold and toothache, and temporarily reduces fever.'],
    warnings: ['Liver warning: this product contains acetaminophen. Severe liver damage may occur if you take more than 4,000 mg in 24 hours, with other drugs containing acetaminophen, or with 3 or more alcoholic drinks every day.'],
    dosage_and_administration: ['Adults and children 12 years and over: take 2 caplets every 6 hours while symptoms last; do not take more than 6 caplets in 24 hours.'],
  }],
  ['ACETAMINOPHEN', "Children's Acetaminophen Oral Suspension 160 mg/5 mL", 'Northgate Health LLC', 'ORAL', 'SUSPENSION', '70677-112', '20240215', 'HUMAN OTC DRUG', {
    purpose: ['Pain reliever/fever reducer'],
    indications_and_usage: ['Temporarily reduces fever and relieves minor aches and pains in children.'],
    warnings: ['Liver warning: severe liver damage may occur if your child takes more than 5 doses in 24 hours. Pediatric caution: use only the enclosed dosing cup.'],
    dosage_and_administration: ['Pediatric dosing by weight: children 24-35 lbs (2-3 years) 5 mL; 36-47 lbs (4-5 years) 7.5 mL; 48-59 lbs (6-8 years) 10 mL; every 4 hours while symptoms last.'],
    pediatric_use: ['For children under 2 years, ask a doctor.'],
  }],
  ['LORATADINE', 'Loratadine 10 mg Tablets', 'Bayview Generics', 'ORAL', 'TABLET', '68462-720', '20240304', 'HUMAN OTC DRUG', {
    purpose: ['Antihistamine'],
    indications_and_usage: ['Temporarily relieves symptoms due to hay fever or other upper respiratory allergies: runny nose, sneezing, itchy watery eyes, itching of the nose or throat.'],
    warnings: ['Do not use if you have ever had an allergic reaction to this product. Ask a doctor before use if you have liver or kidney disease.'],
    dosage_and_administration: ['Adults and children 6 years and over: 1 tablet daily; not more than 1 tablet in 24 hours. Children under 6 years: ask a doctor.'],
  }],
  ['CETIRIZINE HYDROCHLORIDE', 'Cetirizine HCl 10 mg Allergy Relief', 'Bayview Generics', 'ORAL', 'TABLET', '68462-731', '20240418', 'HUMAN OTC DRUG', {
    purpose: ['Antihistamine'],
    indications_and_usage: ['Temporarily relieves runny nose, sneezing, itchy watery eyes and itching of the nose or throat due to hay fever or other upper respiratory allergies.'],
    warnings: ['When using this product drowsiness may occur; avoid alcoholic drinks; be careful when driving a motor vehicle or operating machinery.'],
    dosage_and_administration: ['Adults and children 6 years and over: one 10 mg tablet once daily; do not take more than one 10 mg tablet in 24 hours.'],
  }],
  ['MELATONIN', 'Melatonin 3 mg (dietary supplement)', 'Quiet Night Nutrition', 'ORAL', 'TABLET', '83012-003', '20230907', 'DIETARY SUPPLEMENT', {
    description: ['Melatonin 3 mg per tablet. These statements have not been evaluated by the Food and Drug Administration.'],
    dosage_and_administration: ['Adults: take 1 tablet 30 minutes before bedtime. For travel across time zones, take at the local bedtime of the destination for a few days.'],
    warnings: ['May cause drowsiness; do not drive or operate machinery after use. Not for use by children, pregnant or nursing women.'],
  }],
  ['METFORMIN HYDROCHLORIDE', 'Metformin Hydrochloride Extended-Release Tablets', 'Crestline Laboratories', 'ORAL', 'TABLET, EXTENDED RELEASE', '65862-008', '20240110', 'HUMAN PRESCRIPTION DRUG', {
    indications_and_usage: ['Metformin hydrochloride extended-release tablets are indicated as an adjunct to diet and exercise to improve glycemic control in adults with type 2 diabetes mellitus.'],
    contraindications: ['Severe renal impairment (eGFR below 30 mL/min/1.73 m2); hypersensitivity to metformin; acute or chronic metabolic acidosis.'],
    warnings: ['Lactic acidosis: postmarketing cases of metformin-associated lactic acidosis have resulted in death, hypothermia, hypotension and resistant bradyarrhythmias. Risk factors include renal impairment, age 65 or older and radiological studies with contrast.'],
    dosage_and_administration: ['Start with 500 mg once daily with the evening meal; increase by 500 mg weekly to a maximum of 2,000 mg once daily.'],
    adverse_reactions: ['The most common adverse reactions (over 5%) are diarrhea and nausea/vomiting.'],
  }],
  ['ATORVASTATIN CALCIUM', 'Atorvastatin Calcium Tablets 20 mg', 'Crestline Laboratories', 'ORAL', 'TABLET, FILM COATED', '65862-517', '20231215', 'HUMAN PRESCRIPTION DRUG', {
    indications_and_usage: ['To reduce the risk of myocardial infarction, stroke and revascularization in adults with multiple risk factors for coronary heart disease, and as an adjunct to diet to reduce LDL-C.'],
    contraindications: ['Acute liver failure or decompensated cirrhosis; hypersensitivity to atorvastatin.'],
    warnings: ['Myopathy and rhabdomyolysis: risk increases with higher doses and with certain concomitant drugs; tell patients to report unexplained muscle pain promptly.'],
    dosage_and_administration: ['10 mg to 80 mg once daily, at any time of day, with or without food.'],
    drug_interactions: ['Avoid with strong CYP3A4 inhibitors such as clarithromycin; limit the dose with cyclosporine and some HIV protease inhibitors.'],
  }],
  ['LISINOPRIL', 'Lisinopril Tablets 10 mg', 'Pinecrest Pharmaceuticals', 'ORAL', 'TABLET', '68180-513', '20240522', 'HUMAN PRESCRIPTION DRUG', {
    indications_and_usage: ['Lisinopril is an angiotensin converting enzyme inhibitor indicated for the treatment of hypertension in adults and pediatric patients 6 years and older, and for heart failure.'],
    warnings: ['Fetal toxicity: when pregnancy is detected, discontinue lisinopril as soon as possible. Angioedema of the face, extremities, lips, tongue, glottis and larynx has been reported.'],
    dosage_and_administration: ['Hypertension: initial dose 10 mg once daily; usual range 20 to 40 mg per day. Pediatric patients 6 years and older: initial dose 0.07 mg/kg once daily, up to 5 mg total.'],
    pediatric_use: ['Antihypertensive effects have been established in pediatric patients aged 6 to 16 years; not recommended under 6 years.'],
  }],
  ['AMOXICILLIN', 'Amoxicillin for Oral Suspension 400 mg/5 mL', 'Pinecrest Pharmaceuticals', 'ORAL', 'POWDER, FOR SUSPENSION', '68180-102', '20240729', 'HUMAN PRESCRIPTION DRUG', {
    indications_and_usage: ['Amoxicillin is a penicillin-class antibacterial indicated for infections of the ear, nose and throat, the genitourinary tract, skin and lower respiratory tract caused by susceptible bacteria.'],
    contraindications: ['History of a serious hypersensitivity reaction to amoxicillin or other beta-lactams.'],
    warnings: ['Serious and occasionally fatal anaphylactic reactions have been reported in patients on penicillin therapy.'],
    dosage_and_administration: ['Pediatric patients 3 months and older: 25 to 45 mg/kg/day in divided doses every 12 hours depending on the infection. Adults: 500 mg every 12 hours or 250 mg every 8 hours.'],
    pediatric_use: ['Because of incompletely developed renal function in neonates and young infants, the elimination of amoxicillin may be delayed.'],
  }],
  ['OMEPRAZOLE', 'Omeprazole Delayed-Release Capsules 20 mg', 'Northgate Health LLC', 'ORAL', 'CAPSULE, DELAYED RELEASE', '70677-205', '20231020', 'HUMAN OTC DRUG', {
    purpose: ['Acid reducer'],
    indications_and_usage: ['Treats frequent heartburn occurring 2 or more days a week; not intended for immediate relief.'],
    warnings: ['Do not use if you have trouble or pain swallowing food, vomiting with blood, or bloody or black stools.'],
    dosage_and_administration: ['Adults 18 years and older: 1 capsule a day before eating in the morning for 14 days; do not take for more than 14 days or more often than every 4 months unless directed by a doctor.'],
  }],
  ['OSELTAMIVIR PHOSPHATE', 'Oseltamivir Phosphate Capsules 75 mg', 'Crestline Laboratories', 'ORAL', 'CAPSULE', '65862-744', '20240905', 'HUMAN PRESCRIPTION DRUG', {
    indications_and_usage: ['Treatment of acute, uncomplicated influenza A and B in patients 2 weeks of age and older who have been symptomatic for no more than 48 hours; prophylaxis of influenza in patients 1 year and older.'],
    warnings: ['Neuropsychiatric events such as self-injury and delirium have been reported, predominantly in pediatric patients; monitor for abnormal behavior.'],
    dosage_and_administration: ['Adults and adolescents 13 years and older: 75 mg twice daily for 5 days. Pediatric patients 1 to 12 years: dose by weight, twice daily for 5 days.'],
    pediatric_use: ['Safety and efficacy for treatment have been established in pediatric patients 2 weeks of age and older.'],
  }],
  ['ALBUTEROL SULFATE', 'Albuterol Sulfate Inhalation Aerosol', 'Bayview Generics', 'RESPIRATORY (INHALATION)', 'AEROSOL, METERED', '68462-480', '20240111', 'HUMAN PRESCRIPTION DRUG', {
    indications_and_usage: ['Treatment or prevention of bronchospasm in patients 4 years of age and older with reversible obstructive airway disease, and prevention of exercise-induced bronchospasm.'],
    warnings: ['Paradoxical bronchospasm may occur and can be life-threatening; discontinue immediately if it occurs.'],
    dosage_and_administration: ['2 inhalations every 4 to 6 hours as needed; for exercise-induced bronchospasm, 2 inhalations 15 to 30 minutes before exercise.'],
  }],
  ['SERTRALINE HYDROCHLORIDE', 'Sertraline Hydrochloride Tablets 50 mg', 'Pinecrest Pharmaceuticals', 'ORAL', 'TABLET, FILM COATED', '68180-352', '20240130', 'HUMAN PRESCRIPTION DRUG', {
    indications_and_usage: ['Major depressive disorder, obsessive-compulsive disorder, panic disorder, posttraumatic stress disorder, social anxiety disorder and premenstrual dysphoric disorder.'],
    warnings: ['Suicidal thoughts and behaviors: antidepressants increased the risk in pediatric and young adult patients in short-term studies; monitor closely for clinical worsening.'],
    dosage_and_administration: ['Major depressive disorder: 50 mg once daily; dose changes should occur at intervals of at least 1 week, up to 200 mg per day.'],
  }],
  ['MONTELUKAST SODIUM', 'Montelukast Sodium Chewable Tablets 5 mg', 'Harbor Pharma Inc.', 'ORAL', 'TABLET, CHEWABLE', '71205-605', '20240408', 'HUMAN PRESCRIPTION DRUG', {
    indications_and_usage: ['Prophylaxis and chronic treatment of asthma in patients 12 months of age and older; relief of symptoms of allergic rhinitis when other treatments are not tolerated.'],
    warnings: ['Serious neuropsychiatric events have been reported in adult and pediatric patients, including agitation, sleep disturbances and suicidal thinking.'],
    dosage_and_administration: ['Pediatric patients 6 to 14 years: one 5 mg chewable tablet daily in the evening. Children 2 to 5 years: one 4 mg chewable tablet daily.'],
    pediatric_use: ['Safety in pediatric patients 12 months to 14 years has been established in clinical studies.'],
  }],
];

// RxNorm concepts: [rxcui, name, tty, synonyms]
export const RXNORM = [
  ['5640', 'ibuprofen', 'IN', ['Ibuprofen']],
  ['310965', 'ibuprofen 200 MG Oral Tablet', 'SCD', ['IBU 200 MG Oral Tablet']],
  ['197806', 'ibuprofen 20 MG/ML Oral Suspension', 'SCD', []],
  ['161', 'acetaminophen', 'IN', ['APAP', 'Paracetamol', 'Acetaminophen']],
  ['198440', 'acetaminophen 500 MG Oral Tablet', 'SCD', ['APAP 500 MG Oral Tablet']],
  ['28889', 'loratadine', 'IN', ['Loratadine']],
  ['20610', 'cetirizine', 'IN', ['Cetirizine']],
  ['6809', 'metformin', 'IN', ['Metformin', 'Dimethylbiguanide']],
  ['860975', 'metformin hydrochloride 500 MG Extended Release Oral Tablet', 'SCD', ['Metformin ER 500 MG']],
  ['83367', 'atorvastatin', 'IN', ['Atorvastatin']],
  ['29046', 'lisinopril', 'IN', ['Lisinopril']],
  ['723', 'amoxicillin', 'IN', ['Amoxicillin', 'Amoxycillin']],
  ['7646', 'omeprazole', 'IN', ['Omeprazole']],
  ['260101', 'oseltamivir', 'IN', ['Oseltamivir']],
  ['435', 'albuterol', 'IN', ['Salbutamol', 'Albuterol']],
  ['36437', 'sertraline', 'IN', ['Sertraline']],
  ['88249', 'montelukast', 'IN', ['Montelukast']],
  ['6711', 'melatonin', 'IN', ['Melatonin']],
];

// Health indicators: [code, name, unit, child?, {country: [[year, value, low, high], …]}]
export const INDICATORS = [
  ['WHOSIS_000001', 'Life expectancy at birth (years)', 'years', false, { CHN: [[2019, 77.6], [2021, 78.2]], USA: [[2019, 78.5], [2021, 76.4]], GBR: [[2019, 81.4], [2021, 80.7]], JPN: [[2019, 84.3], [2021, 84.5]], SGP: [[2019, 83.2], [2021, 83.0]] }],
  ['WHOSIS_000002', 'Healthy life expectancy (HALE) at birth (years)', 'years', false, { CHN: [[2019, 68.5], [2021, 68.9]], USA: [[2019, 66.1], [2021, 64.9]], GBR: [[2019, 70.1], [2021, 69.6]], JPN: [[2019, 74.1], [2021, 74.3]] }],
  ['MDG_0000000026', 'Maternal mortality ratio (per 100 000 live births)', 'per 100 000 live births', false, { CHN: [[2020, 23, 19, 28]], USA: [[2020, 21, 19, 23]], GBR: [[2020, 10, 8, 11]] }],
  ['NCD_BMI_30A', 'Prevalence of obesity among adults, BMI >= 30 (age-standardized estimate) (%)', '%', false, { CHN: [[2016, 6.2, 4.9, 7.6], [2022, 8.1, 6.5, 9.9]], USA: [[2016, 36.2, 34.1, 38.3], [2022, 41.6, 39.0, 44.1]], GBR: [[2016, 27.8, 25.4, 30.3], [2022, 28.9, 26.2, 31.6]] }],
  ['BP_04', 'Prevalence of hypertension among adults aged 30-79 years, age-standardized (%)', '%', false, { CHN: [[2019, 24.8, 22.1, 27.6]], USA: [[2019, 44.9, 41.2, 48.7]], GBR: [[2019, 28.1, 24.6, 31.8]] }],
  ['NCD_DIABETES_PREVALENCE_AGESTD', 'Prevalence of diabetes among adults, age-standardized (%)', '%', false, { CHN: [[2022, 13.2, 11.4, 15.1]], USA: [[2022, 11.5, 9.9, 13.3]], GBR: [[2022, 7.9, 6.4, 9.6]] }],
  ['AIR_41', 'Concentrations of fine particulate matter (PM2.5), annual mean (µg/m3)', 'µg/m3', false, { CHN: [[2019, 35.2, 31.4, 39.8]], USA: [[2019, 7.7, 7.0, 8.5]], GBR: [[2019, 9.8, 9.0, 10.6]], SGP: [[2019, 19.6, 16.9, 22.4]] }],
  ['MDG_0000000001', 'Infant mortality rate (probability of dying between birth and age 1 per 1000 live births)', 'per 1000 live births', true, { CHN: [[2019, 6.8, 6.1, 7.5], [2022, 5.1, 4.5, 5.8]], USA: [[2019, 5.6, 5.4, 5.8], [2022, 5.4, 5.2, 5.6]], GBR: [[2022, 3.8, 3.6, 4.0]] }],
  ['MDG_0000000007', 'Under-five mortality rate (probability of dying by age 5 per 1000 live births)', 'per 1000 live births', true, { CHN: [[2022, 6.9, 6.1, 7.8]], USA: [[2022, 6.3, 6.1, 6.5]], GBR: [[2022, 4.3, 4.1, 4.6]] }],
  ['WHS4_100', 'Measles-containing-vaccine first-dose (MCV1) immunization coverage among 1-year-olds (%)', '%', true, { CHN: [[2022, 99], [2023, 99]], USA: [[2022, 92], [2023, 92]], GBR: [[2022, 89], [2023, 89]] }],
  ['NUTRITION_ANT_WHZ_NE2', 'Prevalence of overweight among children under 5 years of age (% weight-for-height >+2 SD)', '%', true, { CHN: [[2020, 8.3, 7.1, 9.6]], USA: [[2020, 8.2, 6.9, 9.7]] }],
];

// PubMed articles: [pmid, title, authors, journal, date, doi, pmc_id|null, keywords, abstract]
export const ARTICLES = [
  ['39482716', 'Weekly running volume progression and bone stress injury in recreational runners: a prospective cohort', ['Alvarez M', 'Okafor T', 'Lindqvist E'], 'Br J Sports Med', '2025-02-11', '10.1136/bjsports-2024-108812', '11826431', 'running injury shin splints tibial stress training load', 'In 1,842 recreational runners followed for 12 months, week-to-week increases in running distance above 30% were associated with a higher risk of bone stress injury of the tibia (hazard ratio 1.64). Gradual progression of no more than 10-20% per week carried the lowest risk.'],
  ['39877054', 'Hill training and lower-limb overuse injuries in half-marathon preparation: a randomized trial', ['Nakamura S', 'Brennan K', 'Dube P'], 'Am J Sports Med', '2025-05-20', '10.1177/03635465251339810', null, 'running hill training overuse injury half marathon', 'Runners preparing for a half marathon were randomized to one weekly hill session or flat tempo runs. Injury incidence did not differ (14% vs 13%), but the hill group reported more calf and Achilles complaints in the first three weeks.'],
  ['40112389', 'Strength training to prevent running-related injuries: systematic review and meta-analysis', ['Peters J', 'Huang L', 'Varga Z', 'Moreau C'], 'BMJ', '2025-06-03', '10.1136/bmj-2025-082214', '12030912', 'running injury prevention strength training meta-analysis', 'Across 19 trials with 4,390 participants, supervised strength training two times per week reduced running-related injuries by 34% (risk ratio 0.66). Effects were largest for hip and knee injuries.'],
  ['39301245', 'Timed melatonin for jet lag after eastward flights: a double-blind crossover trial', ['Fischer A', 'Chen Y', 'Ito R'], 'Sleep', '2024-11-18', '10.1093/sleep/zsae261', null, 'jet lag melatonin travel sleep circadian', 'Among 212 travellers crossing 6 to 9 time zones eastward, 3 mg melatonin taken at destination bedtime for four nights reduced self-rated jet lag by 1.2 points on a 10-point scale compared with placebo.'],
  ['40288511', 'Evening light exposure, screen use and sleep onset in adults: a wearable-sensor study', ['Sorensen K', 'Wang Q', 'Adeyemi B'], 'Nat Med', '2025-08-07', '10.1038/s41591-025-03521-x', '12211847', 'sleep screen time light exposure sleep onset', 'Wearable light sensors in 8,190 adults showed that each additional hour of bright evening light was associated with a 9-minute delay in sleep onset, independent of total screen time.'],
  ['39956120', 'Fine particulate matter and emergency visits for asthma in Chinese megacities', ['Liu H', 'Zhang W', 'Gao M', 'Sun P'], 'Lancet Planet Health', '2025-03-26', '10.1016/S2542-5196(25)00041-7', '11945580', 'air pollution pm2.5 asthma china shanghai beijing', 'In time-series data from Beijing, Shanghai, Guangzhou and Shenzhen, each 10 µg/m3 increase in daily PM2.5 was associated with a 2.1% rise in emergency visits for asthma on the same and next day.'],
  ['40034776', 'Outdoor time and incident myopia in primary school children: a cluster randomized trial', ['Zhou X', 'Li J', 'Tan W'], 'JAMA', '2025-04-15', '10.1001/jama.2025.3306', null, 'myopia children outdoor time screen time', 'Schools adding 80 minutes of outdoor activity per day reduced the 2-year incidence of myopia from 29.4% to 22.1% among 6,295 first- and second-grade children.'],
  ['39612034', 'Screen time and myopia progression in preschool children', ['Ho C', 'Yamada K', 'Li J'], 'JAMA Pediatr', '2024-12-09', '10.1001/jamapediatrics.2024.5112', '11700218', 'myopia children screen time pediatric', 'In 3,120 children aged 3 to 6 years, more than 2 hours of daily screen time was associated with faster axial length growth over 18 months.'],
  ['40198833', 'Intensive blood pressure control in older adults with hypertension: 5-year outcomes', ['Wright D', 'Okonkwo N', 'Park S'], 'N Engl J Med', '2025-07-10', '10.1056/NEJMoa2503117', null, 'hypertension blood pressure older adults cardiovascular', 'Targeting a systolic pressure below 120 mm Hg in adults aged 65 and older reduced major cardiovascular events by 19% over five years, with more episodes of hypotension and acute kidney injury.'],
  ['39744210', 'Metformin and long-term cognitive outcomes in type 2 diabetes: a target trial emulation', ['Garcia R', 'Nilsen T', 'Bose A'], 'Lancet Diabetes Endocrinol', '2025-01-22', '10.1016/S2213-8587(24)00381-2', '11803125', 'metformin type 2 diabetes dementia cognition', 'Emulating a trial in 98,412 adults with type 2 diabetes, initiating metformin rather than a sulfonylurea was associated with a 12% lower risk of dementia over 8 years.'],
  ['40377120', 'Semaglutide and cardiovascular events in adults with obesity without diabetes: extended follow-up', ['Kaur P', 'Rossi L', 'Tanaka H', 'Morgan J'], 'Lancet', '2025-09-02', '10.1016/S0140-6736(25)01544-0', null, 'obesity glp-1 semaglutide cardiovascular', 'Extended follow-up to 4.1 years confirmed a 20% reduction in major adverse cardiovascular events with weekly semaglutide in adults with obesity and established cardiovascular disease.'],
  ['39890141', 'Oseltamivir for hospitalized influenza: an updated meta-analysis', ['Becker F', 'Ndlovu S', 'Arai T'], 'BMJ', '2025-02-28', '10.1136/bmj-2024-081902', '11870033', 'influenza oseltamivir hospitalized antiviral', 'Pooling 23 studies, oseltamivir started within 48 hours of admission was associated with lower 30-day mortality (odds ratio 0.78), although the certainty of evidence was low.'],
  ['40266902', 'Sedentary time, standing desks and low back pain in office workers: a randomized trial', ['Moller S', 'Reyes A', 'Chang E'], 'JAMA Netw Open', '2025-07-29', '10.1001/jamanetworkopen.2025.21778', '12180044', 'low back pain office workers standing desk sedentary ergonomics', 'Office workers given sit-stand desks and a brief coaching programme reduced sitting by 58 minutes per day; back pain scores fell modestly (0.7 points on a 10-point scale) at 6 months.'],
  ['39522067', 'Caffeine timing and sleep efficiency: a randomized crossover study', ['Lund E', 'Ortiz M', 'Shah N'], 'Sleep', '2024-10-30', '10.1093/sleep/zsae240', null, 'caffeine sleep efficiency coffee timing', '400 mg of caffeine taken 6 hours before bedtime reduced total sleep time by 41 minutes compared with placebo; caffeine taken 12 hours before bedtime had no measurable effect.'],
  ['40320587', 'Exercise as treatment for depression: network meta-analysis of randomized trials', ['Wu C', 'Elliott R', 'Haddad M'], 'BMJ', '2025-08-19', '10.1136/bmj-2025-083701', '12240119', 'exercise depression walking running mental health', 'Across 210 trials, walking or jogging, yoga and strength training each produced moderate reductions in depressive symptoms, with larger effects at higher intensity.'],
  ['39810466', 'Allergic rhinitis management in adults: comparative effectiveness of second-generation antihistamines', ['Ibrahim Y', 'Costa D', 'Lee H'], 'J Allergy Clin Immunol', '2025-01-14', '10.1016/j.jaci.2024.12.011', null, 'allergic rhinitis antihistamine loratadine cetirizine hay fever', 'In a network analysis of 48 trials, cetirizine gave slightly greater symptom relief than loratadine at standard doses, with more reported drowsiness.'],
  ['40144398', 'Altitude, snowshoeing and acute mountain sickness in day visitors to the Sierra Nevada', ['Hart O', 'Velasquez C', 'Stone B'], 'Wilderness Environ Med', '2025-05-05', '10.1016/j.wem.2025.02.006', null, 'altitude mountain sickness snowshoe hiking', 'Among 602 day visitors hiking or snowshoeing at 2,100 to 2,900 m, 11% reported symptoms of acute mountain sickness; rapid ascent from sea level and dehydration were the main risk factors.'],
  ['39655930', 'Bronchiolitis hospitalizations after nirsevimab introduction in infants', ['Durand L', 'Ma Q', 'Friedman S'], 'Pediatrics', '2024-12-18', '10.1542/peds.2024-068120', '11733920', 'rsv bronchiolitis infants nirsevimab pediatric', 'In the first season after introduction, hospitalizations for RSV bronchiolitis among infants under 6 months fell by 62% compared with the average of three earlier seasons.'],
  ['40088213', 'Fever management at home: parental dosing errors with oral suspensions', ['Patel R', 'Nguyen A', 'Olsen M'], 'J Pediatr', '2025-04-02', '10.1016/j.jpeds.2025.114412', null, 'fever children acetaminophen ibuprofen dosing pediatric', 'Parents measured liquid acetaminophen and ibuprofen doses with the supplied syringe correctly 86% of the time, compared with 64% with kitchen spoons.'],
  ['39988104', 'Digital media use and sleep duration in adolescents: a longitudinal study', ['Kowalski P', 'Ahmed S', 'Ruiz J'], 'JAMA Pediatr', '2025-03-10', '10.1001/jamapediatrics.2025.0331', '11902281', 'adolescents screen time sleep pediatric', 'Each extra hour of recreational screen time at age 12 predicted 11 fewer minutes of nightly sleep at age 14 in 4,870 adolescents.'],
  ['40233090', 'Large language model assistance and diagnostic accuracy of physicians: a randomized vignette study', ['Olsen K', 'Reddy V', 'Brooks M'], 'JAMA Netw Open', '2025-07-01', '10.1001/jamanetworkopen.2025.18830', '12161377', 'large language model diagnosis ai clinical decision support evaluation', 'Physicians given access to a large language model did not reach higher diagnostic accuracy than those using conventional resources (76% vs 74%), while the model alone scored 88%.'],
  ['40401776', 'Inter-rater agreement of AI graders for clinical documentation quality', ['Stein A', 'Moreno G', 'Liu F'], 'NPJ Digit Med', '2025-09-23', '10.1038/s41746-025-01899-2', '12299051', 'ai evaluation inter-rater agreement kappa large language model grader', 'Two LLM graders agreed with physician raters on documentation quality with weighted kappa of 0.71 and 0.68; agreement dropped for notes with multiple comorbidities.'],
];

// Google Scholar-only results: [title, authors, journal, year, citations, url, abstract]
export const SCHOLAR = [
  ['Training load and injury risk in endurance running: a narrative review', 'R Mendes, A Kowal', 'Sports Medicine Reviews', '2024', '212', 'https://scholar.example/articles/training-load-running-review', 'Summarises evidence on acute:chronic workload ratios and injury in distance runners, cautioning against rigid thresholds.'],
  ['Melatonin for sleep disorders in adults: a review of clinical use', 'S Ito, K Laurent', 'Clinical Sleep Reviews', '2023', '488', 'https://scholar.example/articles/melatonin-sleep-review', 'Reviews dosing, timing and safety of melatonin for insomnia and circadian rhythm disorders, including jet lag.'],
  ['Measuring agreement between human and model raters', 'T Okafor, J Brandt', 'Proceedings of Evaluation Methods', '2025', '57', 'https://scholar.example/articles/agreement-human-model-raters', 'Compares Cohen\'s kappa, Krippendorff\'s alpha and percent agreement for evaluating model graders against human labels.'],
];

// Cochrane reviews and registered trials: [source, title, authors, year, url, abstract, keywords]
export const REVIEWS = [
  ['Cochrane Library', 'Interventions for preventing lower limb running injuries in adults', 'Cochrane Bone, Joint and Muscle Trauma Group', '2024', 'https://www.cochranelibrary.example/cdsr/doi/CD001256.pub4', 'Exercise-based programmes probably reduce running injuries slightly; footwear and stretching interventions show little or no effect.', 'running injury prevention'],
  ['Cochrane Library', 'Melatonin for the prevention and treatment of jet lag', 'Cochrane Common Mental Disorders Group', '2023', 'https://www.cochranelibrary.example/cdsr/doi/CD001520.pub4', 'Melatonin taken close to the target bedtime at the destination probably reduces jet lag after flights across five or more time zones.', 'jet lag melatonin sleep travel'],
  ['Cochrane Library', 'Antihistamines for allergic rhinitis in adults', 'Cochrane ENT Group', '2024', 'https://www.cochranelibrary.example/cdsr/doi/CD014321', 'Second-generation oral antihistamines reduce nasal symptoms compared with placebo with few adverse effects.', 'allergic rhinitis antihistamine hay fever'],
  ['ClinicalTrials.gov', 'Progressive Running Program and Tibial Bone Stress (PROGRESS)', 'Sponsor: Bay Area Sports Medicine Consortium', '2025', 'https://clinicaltrials.example/study/NCT06612345', 'Recruiting. Randomized trial comparing 10% versus 30% weekly mileage increases in novice runners; primary outcome bone stress injury at 6 months.', 'running injury training load'],
  ['ClinicalTrials.gov', 'Outdoor Classroom Time for Myopia Prevention (OUTLOOK)', 'Sponsor: Shanghai Eye Health Study Group', '2024', 'https://clinicaltrials.example/study/NCT06233017', 'Active, not recruiting. Cluster randomized trial of daily outdoor classes in 24 primary schools; primary outcome incident myopia at 2 years.', 'myopia children outdoor time'],
];

// Clinical guidelines: [title, organization, year, category, evidence level, description, url, keywords]
export const GUIDELINES = [
  ['2025 Guideline for the Prevention, Detection and Management of High Blood Pressure in Adults', 'American Heart Association', '2025', 'Cardiology', 'Systematic Review/Consensus', 'Recommends treatment targets below 130/80 mm Hg for most adults and home blood pressure monitoring to confirm diagnosis.', 'https://guidelines.example/aha/2025-high-blood-pressure', 'hypertension blood pressure adults'],
  ['Standards of Care in Diabetes — 2025', 'American Diabetes Association', '2025', 'Endocrinology', 'Systematic Review/Consensus', 'Annual standards covering diagnosis, glucose targets, metformin and GLP-1 receptor agonists, and cardiovascular risk management in diabetes.', 'https://guidelines.example/ada/standards-of-care-2025', 'diabetes type 2 metformin glucose'],
  ['WHO guidelines on physical activity and sedentary behaviour', 'WHO', '2020', 'General', 'Systematic Review', 'Adults should do at least 150-300 minutes of moderate or 75-150 minutes of vigorous aerobic activity per week, plus muscle-strengthening activities on 2 or more days.', 'https://guidelines.example/who/physical-activity-2020', 'physical activity exercise sedentary adults running'],
  ['WHO global air quality guidelines: particulate matter (PM2.5 and PM10)', 'WHO', '2021', 'General', 'Systematic Review', 'Sets the annual mean PM2.5 guideline level at 5 µg/m3 and the 24-hour level at 15 µg/m3.', 'https://guidelines.example/who/air-quality-2021', 'air pollution pm2.5 air quality'],
  ['Clinical Practice Guideline for the Treatment of Insomnia in Adults', 'American Academy of Sleep Medicine', '2024', 'General', 'Systematic Review', 'Recommends cognitive behavioural therapy for insomnia as first-line treatment; suggests against melatonin for chronic insomnia.', 'https://guidelines.example/aasm/insomnia-2024', 'insomnia sleep melatonin adults'],
  ['Prevention and Management of Running-Related Bone Stress Injuries: Consensus Statement', 'American College of Sports Medicine', '2024', 'General', 'Systematic Review/Consensus', 'Advises gradual mileage progression, adequate energy intake and early imaging for focal bone pain in runners.', 'https://guidelines.example/acsm/bone-stress-2024', 'running injury bone stress shin splints'],
  ['Seasonal Influenza: Antiviral Treatment Recommendations 2025-26', 'Centers for Disease Control and Prevention', '2025', 'General', 'Systematic Review/Consensus', 'Antiviral treatment with oseltamivir is recommended as soon as possible for hospitalized patients and those at higher risk, regardless of vaccination status.', 'https://guidelines.example/cdc/influenza-antivirals-2025', 'influenza oseltamivir antiviral flu'],
  ['Guideline on the Management of Allergic Rhinitis', 'European Academy of Allergy and Clinical Immunology', '2023', 'General', 'Meta-analysis', 'Recommends intranasal corticosteroids or second-generation oral antihistamines depending on symptom severity.', 'https://guidelines.example/eaaci/allergic-rhinitis-2023', 'allergic rhinitis antihistamine hay fever'],
  ['Management of Low Back Pain in Primary Care', 'National Institute for Health and Care Excellence', '2024', 'General', 'Systematic Review', 'Encourages staying active and exercise programmes; advises against routine imaging and against paracetamol alone for low back pain.', 'https://guidelines.example/nice/low-back-pain-2024', 'low back pain office workers exercise'],
  ['Chinese Guideline for the Prevention and Treatment of Myopia in Children and Adolescents', 'National Health Commission of China', '2024', 'Pediatrics', 'Systematic Review/Consensus', 'Recommends at least 2 hours of outdoor activity per day and limits on continuous near work for school-age children.', 'https://guidelines.example/nhc/myopia-2024', 'myopia children outdoor time screen time'],
];

// AAP guidance: [source, title, year, age group, category, description, url, keywords]
export const AAP = [
  ['bright-futures', 'Bright Futures: Sleep and Screen Time for Middle Childhood', '2024', '5-10 years', 'Healthy Habits', 'Anticipatory guidance on consistent bedtimes, keeping screens out of bedrooms and a family media plan.', 'https://brightfutures.aap.org/guidance/middle-childhood-sleep-screens', 'sleep screen time children'],
  ['bright-futures', 'Bright Futures: Early Childhood Nutrition and Physical Activity', '2024', '1-4 years', 'Nutrition', 'Guidance on family meals, limiting sugary drinks and daily active play for toddlers and preschoolers.', 'https://brightfutures.aap.org/guidance/early-childhood-nutrition', 'nutrition physical activity toddlers obesity'],
  ['bright-futures', 'Bright Futures: Vision Screening Schedule', '2023', '3-18 years', 'Screening', 'Recommends instrument-based vision screening at ages 1 to 5 and visual acuity screening at well-child visits from 3 years.', 'https://brightfutures.aap.org/guidance/vision-screening', 'vision screening myopia children'],
  ['aap-policy', 'Media Use in School-Aged Children and Adolescents', '2024', '5-18 years', 'Policy Statement', 'Recommends consistent limits on media time, media-free times together and device-free bedrooms.', 'https://publications.aap.org/pediatrics/article/media-use-school-aged-2024', 'screen time media children adolescents sleep'],
  ['aap-policy', 'Fever and Antipyretic Use in Children', '2024', '0-18 years', 'Clinical Report', 'The main goal of treating fever is the child\'s comfort; acetaminophen and ibuprofen are safe at correct weight-based doses, measured with a proper dosing device.', 'https://publications.aap.org/pediatrics/article/fever-antipyretic-2024', 'fever children acetaminophen ibuprofen'],
  ['aap-policy', 'Recommendations for Prevention and Control of Influenza in Children, 2025-2026', '2025', '6 months-18 years', 'Policy Statement', 'Annual influenza vaccination for everyone 6 months and older; antiviral treatment as early as possible for children with suspected influenza who are hospitalized or at high risk.', 'https://publications.aap.org/pediatrics/article/influenza-2025-2026', 'influenza vaccination oseltamivir children'],
];
